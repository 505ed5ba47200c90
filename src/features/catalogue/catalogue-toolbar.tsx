/**
 * Search, the country and topic dropdowns, and a chip per applied value. The dropdowns run on the filter
 * state machine; the applied selection comes from the URL and goes back to it through onApplied.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParticipantFilters } from '../../contract/participants';
import { Chips, type Chip } from '../../ui/chips';
import styles from './catalogue-toolbar.module.css';
import { FilterDropdown, FilterOptions } from './filter-dropdown';
import { sameSelection, transition, type FilterAction, type FilterName, type Selection } from './filter-state';
import type { FilterNames } from './participants-page';
import { SearchBox } from './search-box';
import { TopicTabs } from './topic-tabs';

export type CatalogueToolbarProps = {
  filters: ParticipantFilters;
  names: FilterNames;
  applied: Selection;
  query: string;
  onApplied: (applied: Selection) => void;
  onSearch: (query: string) => void;
  onClearAll: () => void;
  /** How many exhibitors a selection would show with the current search: the Apply button's count. */
  countFor: (selection: Selection) => number;
};

export function CatalogueToolbar({ filters, names, applied, query, onApplied, onSearch, onClearAll, countFor }: CatalogueToolbarProps) {
  const { t } = useTranslation();
  const [ui, setUi] = useState<{ open: FilterName | null; pending: Selection }>({ open: null, pending: applied });

  const send = (action: FilterAction) => {
    const next = transition({ ...ui, applied }, action);
    setUi({ open: next.open, pending: next.pending });
    if (!sameSelection(next.applied, applied)) {
      if (action.type === 'apply') performance.mark('catalogue:filters-applied');
      onApplied(next.applied);
    }
  };
  const close = useCallback(() => setUi((current) => ({ open: null, pending: current.pending })), []);
  // Only the open panel has a pending choice; counting it runs over the whole catalogue, so not per render.
  const resultCount = useMemo(() => (ui.open ? countFor(ui.pending) : 0), [ui.open, ui.pending, countFor]);

  const dropdown = (filter: FilterName, label: string) => ({
    label,
    appliedCount: applied[filter].length,
    pendingCount: ui.pending[filter].length,
    pendingChanged: !sameIds(ui.pending[filter], applied[filter]),
    resultCount,
    open: ui.open === filter,
    onOpen: () => send({ type: 'open', filter }),
    onClose: close,
    onApply: () => send({ type: 'apply', filter }),
    onReset: () => send({ type: 'reset', filter }),
    onClear: () => send({ type: 'clear', filter }),
  });

  const chips: Chip[] = [
    ...applied.countries.map((id) => ({
      key: `c:${id}`,
      label: names.countries.get(id) ?? id,
      onRemove: () => send({ type: 'remove', filter: 'countries', id }),
    })),
    ...applied.topics.map((id) => ({
      key: `t:${id}`,
      label: names.topics.get(id) ?? id,
      onRemove: () => send({ type: 'remove', filter: 'topics', id }),
    })),
  ];

  return (
    <div className={styles.toolbar}>
      <div className={styles.controls}>
        <SearchBox value={query} onSearch={onSearch} />
        <FilterDropdown {...dropdown('countries', t('catalogue.countries'))}>
          <FilterOptions
            legend={t('catalogue.countries')}
            options={filters.countries.map((country) => ({ id: country.one_cid, label: country.name, count: country.count }))}
            selected={ui.pending.countries}
            onToggle={(id) => send({ type: 'toggle', filter: 'countries', id })}
          />
        </FilterDropdown>
        <FilterDropdown {...dropdown('topics', t('catalogue.topics'))}>
          <TopicTabs
            categories={filters.topic_categories}
            selected={ui.pending.topics}
            onToggle={(id) => send({ type: 'toggle', filter: 'topics', id })}
          />
        </FilterDropdown>
      </div>
      <Chips
        chips={chips}
        label={t('filters.applied')}
        onClearAll={chips.length > 1 || (chips.length > 0 && query.trim()) ? onClearAll : undefined}
      />
    </div>
  );
}

/** The same values, in any order (a tick and an untick of one value leave nothing pending). */
const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));
