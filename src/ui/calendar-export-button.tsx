/**
 * "Favourites to calendar" with how many events go: the label on one line and the count in small type
 * under it, so the button is two lines at most on a 320 px phone (one sentence with the count in brackets
 * took three). Below 360 px the download icon gives its width to the words.
 */
import { DownloadIcon } from './icons';
import styles from './calendar-export-button.module.css';

export function CalendarExportButton({
  label,
  count,
  disabled,
  onClick,
}: {
  label: string;
  count: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={`btn btn-secondary ${styles.button}`} onClick={onClick} disabled={disabled}>
      <DownloadIcon size={20} className={styles.icon} />
      <span className={styles.text}>
        <span className={styles.label}>{label}</span> <span className={styles.count}>{count}</span>
      </span>
    </button>
  );
}
