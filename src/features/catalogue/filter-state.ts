/**
 * The catalogue's two filter dropdowns (spec §4 "Participant filters") as a pure state machine. Each
 * filter has a pending selection (what the open dropdown shows) and an applied one (what the list and the
 * URL use). Opening a dropdown starts its pending selection from the applied one; Apply commits pending
 * and closes; Reset empties pending; Clear empties both; closing without Apply drops pending; only one
 * dropdown is open at a time. The applied selection lives in the URL, so the hook feeds it in on every
 * transition and writes it back when a transition changes it.
 */
export type FilterName = 'countries' | 'topics';
export type Selection = Readonly<Record<FilterName, readonly string[]>>;
export type FilterMachine = { open: FilterName | null; pending: Selection; applied: Selection };

export type FilterAction =
  | { type: 'open'; filter: FilterName }
  | { type: 'close' }
  | { type: 'toggle'; filter: FilterName; id: string }
  | { type: 'apply'; filter: FilterName }
  | { type: 'reset'; filter: FilterName }
  | { type: 'clear'; filter: FilterName }
  | { type: 'remove'; filter: FilterName; id: string }
  | { type: 'clearAll' };

export const EMPTY_SELECTION: Selection = { countries: [], topics: [] };

export const initialMachine = (applied: Selection): FilterMachine => ({ open: null, pending: applied, applied });

const withValue = (selection: Selection, filter: FilterName, ids: readonly string[]): Selection => ({ ...selection, [filter]: ids });

export function transition(state: FilterMachine, action: FilterAction): FilterMachine {
  switch (action.type) {
    case 'open':
      // Opening one closes the other, dropping what it had pending.
      return { open: action.filter, applied: state.applied, pending: state.applied };
    case 'close':
      return { ...state, open: null, pending: state.applied };
    case 'toggle': {
      const current = state.pending[action.filter];
      const next = current.includes(action.id) ? current.filter((id) => id !== action.id) : [...current, action.id];
      return { ...state, pending: withValue(state.pending, action.filter, next) };
    }
    case 'apply': {
      const applied = withValue(state.applied, action.filter, state.pending[action.filter]);
      return { open: null, applied, pending: applied };
    }
    case 'reset':
      return { ...state, pending: withValue(state.pending, action.filter, []) };
    case 'clear':
      return {
        ...state,
        applied: withValue(state.applied, action.filter, []),
        pending: withValue(state.pending, action.filter, []),
      };
    case 'remove': {
      const drop = (selection: Selection) =>
        withValue(
          selection,
          action.filter,
          selection[action.filter].filter((id) => id !== action.id),
        );
      return { ...state, applied: drop(state.applied), pending: drop(state.pending) };
    }
    case 'clearAll':
      return { open: null, applied: EMPTY_SELECTION, pending: EMPTY_SELECTION };
  }
}

export const sameSelection = (a: Selection, b: Selection) =>
  a.countries.length === b.countries.length &&
  a.topics.length === b.topics.length &&
  a.countries.every((id, i) => b.countries[i] === id) &&
  a.topics.every((id, i) => b.topics[i] === id);
