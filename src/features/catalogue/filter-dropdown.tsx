/**
 * One filter of the catalogue as a dropdown: the trigger shows how many values are applied (and a button
 * that clears them), the panel lists the pending choice with Reset and Apply. Escape and a press outside
 * close it without applying; which dropdown is open is the state machine's business (one at a time).
 *
 * On a phone the panel is a bottom sheet (CSS only, so the server's HTML and the first render agree):
 * fixed to the bottom of the screen, its list scrolls inside it and Reset/Apply stay in view, since a
 * dropdown taller than the screen hid the buttons and a tick seemed to do nothing. A choice not yet
 * applied is shown twice: the Apply button says how many exhibitors it will show, and the trigger carries
 * a "not applied" badge with the pending count.
 */
import { useCallback, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CloseIcon } from '../../ui/icons';
import { useDismiss } from '../../ui/use-dismiss';
import styles from './filter-dropdown.module.css';

export type FilterDropdownProps = {
  label: string;
  appliedCount: number;
  /** How many values the open panel has ticked; shown on the trigger while it differs from the applied choice. */
  pendingCount: number;
  /** Whether the open panel's choice differs from the applied one. */
  pendingChanged: boolean;
  /** How many exhibitors Apply would show. */
  resultCount: number;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onApply: () => void;
  onReset: () => void;
  onClear: () => void;
  children: ReactNode;
};

export function FilterDropdown({
  label,
  appliedCount,
  pendingCount,
  pendingChanged,
  resultCount,
  open,
  onOpen,
  onClose,
  onApply,
  onReset,
  onClear,
  children,
}: FilterDropdownProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const titleId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(() => onClose(), [onClose]);
  useDismiss(open, containerRef, dismiss, triggerRef);
  const pending = open && pendingChanged;

  return (
    <div ref={containerRef} className={styles.dropdown}>
      <div className={`${styles.trigger} ${appliedCount > 0 ? styles.active : ''} ${pending ? styles.pending : ''}`}>
        <button
          ref={triggerRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={open ? onClose : onOpen}
        >
          <span>{label}</span>
          {pending ? (
            <span className={styles.pendingBadge} data-testid="filter-pending">
              <span className="visually-hidden">{t('filters.pending')} </span>
              {pendingCount}
            </span>
          ) : appliedCount > 0 ? (
            <span className={styles.badge}>
              <span className="visually-hidden">{t('filters.selected')} </span>
              {appliedCount}
            </span>
          ) : null}
          <ChevronDownIcon size={18} className={styles.chevron} />
        </button>
        {appliedCount > 0 ? (
          <button type="button" className={styles.clear} onClick={onClear} aria-label={t('filters.clear', { name: label })}>
            <CloseIcon size={16} />
          </button>
        ) : null}
      </div>
      {/* The sheet's backdrop (phones only, by CSS): a tap on it closes without applying, like a press outside. */}
      {open ? <div className={styles.backdrop} onClick={onClose} aria-hidden="true" /> : null}
      <div id={panelId} className={styles.panel} role="group" aria-labelledby={titleId} hidden={!open}>
        <div className={styles.sheetHead}>
          <h2 id={titleId} className={styles.sheetTitle}>
            {label}
          </h2>
          {open ? (
            <button type="button" className={styles.sheetClose} onClick={onClose} aria-label={t('common.close')}>
              <CloseIcon size={20} />
            </button>
          ) : null}
        </div>
        {open ? (
          <>
            <div className={styles.body}>{children}</div>
            <div className={styles.footer}>
              <button type="button" className="btn btn-ghost" onClick={onReset}>
                {t('filters.reset')}
              </button>
              <button type="button" className="btn btn-primary" onClick={onApply}>
                {t('filters.show', { count: resultCount })}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** A checkbox list of filter values; counts (exhibitors per country) are shown when known. */
export function FilterOptions({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: readonly { id: string; label: string; count?: number }[];
  selected: readonly string[];
  onToggle: (id: string) => void;
}) {
  return (
    <fieldset className={styles.options}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className={styles.option}>
          <input type="checkbox" checked={selected.includes(option.id)} onChange={() => onToggle(option.id)} />
          <span className={styles.optionLabel}>{option.label}</span>
          {option.count !== undefined ? <span className={styles.count}>{option.count}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
