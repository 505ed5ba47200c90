import { describe, expect, it } from 'vitest';
import { readFavouriteIntent } from './favourite-intent';

const EXHIBITOR = '3f2b8c1e-9d4a-4c7b-8e2f-1a6d5c4b3a29';

describe('readFavouriteIntent', () => {
  it('reads the star an exhibitor card or a programme event carried through signing in', () => {
    expect(readFavouriteIntent({ from: '/ru/exhibition/participants', favourite: { kind: 'participant', id: EXHIBITOR } })).toEqual({
      kind: 'participant',
      id: EXHIBITOR,
    });
    expect(readFavouriteIntent({ favourite: { kind: 'event', id: 42 } })).toEqual({ kind: 'event', id: 42 });
  });

  it('keeps only the kind and id: nothing else in the state rides along', () => {
    expect(readFavouriteIntent({ favourite: { kind: 'event', id: 7, added: false, href: 'https://example.org' } })).toEqual({
      kind: 'event',
      id: 7,
    });
  });

  it.each([
    ['no state', undefined],
    ['no intent', { from: '/ru' }],
    ['an unknown kind', { favourite: { kind: 'ticket', id: 1 } }],
    ['an exhibitor id that is not a uuid', { favourite: { kind: 'participant', id: '../user' } }],
    ['an event id that is not a whole number', { favourite: { kind: 'event', id: '12' } }],
    ['a negative event id', { favourite: { kind: 'event', id: -3 } }],
    ['an intent that is a string', { favourite: 'participant:1' }],
    ['a state that is not an object', 'favourite'],
  ])('reads nothing from %s', (_name, state) => {
    expect(readFavouriteIntent(state)).toBeNull();
  });
});
