import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EventsResponseSchema } from './events';

const session = {
  id: 7,
  start_at: '2027-11-09T10:00:00+03:00',
  end_at: '2027-11-09T11:00:00+03:00',
  name: 'Круглый стол',
  link: '',
  location: { name: 'Зал 1' },
  org_text: '',
  phone: '',
  added_to_favorite: false,
};

describe('the programme answer', () => {
  it('reads an answer the service worker kept from before participant_ids existed', () => {
    expect(v.parse(EventsResponseSchema, [session])[0]?.participant_ids).toBeUndefined();
  });

  it('carries the exhibitors’ ids and refuses one that is not an id', () => {
    const id = '0b6f3c1e-9a57-4c2b-8d0e-3f1a2b4c5d6e';
    expect(v.parse(EventsResponseSchema, [{ ...session, participant_ids: [id] }])[0]?.participant_ids).toEqual([id]);
    expect(v.safeParse(EventsResponseSchema, [{ ...session, participant_ids: ['00-0001'] }]).success).toBe(false);
  });
});
