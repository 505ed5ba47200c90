/** Removable chips, one per selected filter value, with a button that clears them all. */
import { useTranslation } from 'react-i18next';
import styles from './chips.module.css';
import { CloseIcon } from './icons';

export type Chip = { key: string; label: string; onRemove: () => void };

export function Chips({ chips, onClearAll, label }: { chips: readonly Chip[]; onClearAll?: () => void; label: string }) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips}>
      <ul className={styles.list} aria-label={label}>
        {chips.map((chip) => (
          <li key={chip.key} className={styles.chip}>
            <span>{chip.label}</span>
            <button type="button" className={styles.remove} onClick={chip.onRemove} aria-label={t('filters.remove', { name: chip.label })}>
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      {onClearAll ? (
        <button type="button" className={`btn btn-ghost ${styles.clearAll}`} onClick={onClearAll}>
          {t('filters.clear_all')}
        </button>
      ) : null}
    </div>
  );
}
