/**
 * The tick a visitor sets on a stand they have been to: a toggle button (aria-pressed) whose words say
 * the state, so it does not rest on the icon. A tick waiting for the network is shown as such.
 */
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../ui/icons';
import styles from './map.module.css';

export function VisitedButton({
  stand,
  visited,
  pending,
  onToggle,
}: {
  stand: string;
  visited: boolean;
  pending: boolean;
  onToggle: (next: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <p className={styles.visitedAction}>
      <button
        type="button"
        className={`btn btn-secondary ${styles.visitedButton}`}
        aria-pressed={visited}
        data-visited-toggle={stand}
        onClick={() => onToggle(!visited)}
      >
        <CheckIcon size={20} />
        <span>{visited ? t('map.visited_on', { stand }) : t('map.visited_mark', { stand })}</span>
      </button>
      {pending ? <span className={styles.visitedNote}> {t('map.visited_pending')}</span> : null}
    </p>
  );
}
