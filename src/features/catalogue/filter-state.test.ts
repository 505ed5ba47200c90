import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, initialMachine, sameSelection, transition, type FilterAction, type FilterMachine } from './filter-state';

const run = (state: FilterMachine, ...actions: FilterAction[]) => actions.reduce(transition, state);
const applied = { countries: ['C-RU'], topics: ['T-101', 'T-203'] };

describe('the catalogue filter state machine', () => {
  it('starts closed with pending equal to the applied selection from the URL', () => {
    const state = initialMachine(applied);
    expect(state.open).toBeNull();
    expect(state.pending).toEqual(applied);
  });

  it('changes only the pending selection while a dropdown is open', () => {
    const state = run(initialMachine(applied), { type: 'open', filter: 'countries' }, { type: 'toggle', filter: 'countries', id: 'C-CN' });
    expect(state.open).toBe('countries');
    expect(state.pending.countries).toEqual(['C-RU', 'C-CN']);
    expect(state.applied).toEqual(applied);
  });

  it('toggling a selected value unselects it', () => {
    const state = run(initialMachine(applied), { type: 'open', filter: 'topics' }, { type: 'toggle', filter: 'topics', id: 'T-101' });
    expect(state.pending.topics).toEqual(['T-203']);
  });

  it('apply commits the pending selection of that filter and closes the dropdown', () => {
    const state = run(
      initialMachine(applied),
      { type: 'open', filter: 'countries' },
      { type: 'toggle', filter: 'countries', id: 'C-KZ' },
      { type: 'apply', filter: 'countries' },
    );
    expect(state.open).toBeNull();
    expect(state.applied).toEqual({ countries: ['C-RU', 'C-KZ'], topics: ['T-101', 'T-203'] });
    expect(state.pending).toEqual(state.applied);
  });

  it('reset empties the pending selection only', () => {
    const state = run(initialMachine(applied), { type: 'open', filter: 'topics' }, { type: 'reset', filter: 'topics' });
    expect(state.pending.topics).toEqual([]);
    expect(state.applied.topics).toEqual(['T-101', 'T-203']);
    expect(state.open).toBe('topics');
  });

  it('reset then apply clears the applied filter', () => {
    const state = run(
      initialMachine(applied),
      { type: 'open', filter: 'topics' },
      { type: 'reset', filter: 'topics' },
      { type: 'apply', filter: 'topics' },
    );
    expect(state.applied).toEqual({ countries: ['C-RU'], topics: [] });
  });

  it('clear empties both the pending and the applied selection of that filter', () => {
    const state = run(
      initialMachine(applied),
      { type: 'open', filter: 'countries' },
      { type: 'toggle', filter: 'countries', id: 'C-CN' },
      { type: 'clear', filter: 'countries' },
    );
    expect(state.pending.countries).toEqual([]);
    expect(state.applied.countries).toEqual([]);
    expect(state.applied.topics).toEqual(['T-101', 'T-203']);
  });

  it('keeps one dropdown open at a time and drops the pending changes of the one it closes', () => {
    const state = run(
      initialMachine(applied),
      { type: 'open', filter: 'countries' },
      { type: 'toggle', filter: 'countries', id: 'C-CN' },
      { type: 'open', filter: 'topics' },
    );
    expect(state.open).toBe('topics');
    expect(state.pending.countries).toEqual(['C-RU']);
  });

  it('closing without apply (Escape, outside click) forgets the pending changes', () => {
    const state = run(
      initialMachine(applied),
      { type: 'open', filter: 'topics' },
      { type: 'toggle', filter: 'topics', id: 'T-999' },
      { type: 'close' },
    );
    expect(state.open).toBeNull();
    expect(state.pending).toEqual(applied);
    expect(run(state, { type: 'open', filter: 'topics' }).pending.topics).toEqual(['T-101', 'T-203']);
  });

  it('removing a chip removes that value from the applied and pending selections', () => {
    const state = run(initialMachine(applied), { type: 'remove', filter: 'topics', id: 'T-101' });
    expect(state.applied.topics).toEqual(['T-203']);
    expect(state.pending.topics).toEqual(['T-203']);
  });

  it('clear all empties everything and closes', () => {
    const state = run(initialMachine(applied), { type: 'open', filter: 'countries' }, { type: 'clearAll' });
    expect(state).toEqual({ open: null, pending: EMPTY_SELECTION, applied: EMPTY_SELECTION });
  });

  it('compares selections by value and order', () => {
    expect(sameSelection(applied, { countries: ['C-RU'], topics: ['T-101', 'T-203'] })).toBe(true);
    expect(sameSelection(applied, { countries: ['C-RU'], topics: ['T-203', 'T-101'] })).toBe(false);
    expect(sameSelection(applied, EMPTY_SELECTION)).toBe(false);
  });
});
