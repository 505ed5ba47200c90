/**
 * "Изменилось" (issue 34): what the organiser changed in the visitor's favourites since they last looked,
 * each as before → after in the visitor's language, until they say they have seen it. The same list is
 * on every device of the account; the badge on the menu counts it.
 */
import { useTranslation } from 'react-i18next';
import { useFavouriteChanges, useMarkChangesSeen } from '../../api/favourite-changes';
import type { FavouriteChange } from '../../contract/changes';
import type { Lang } from '../../contract/common';
import { formatVenueDate } from '../../lib/dates';
import styles from './changes-panel.module.css';

/** "25 мая, 10:00–11:00" from the API's "start/end". */
function spanText(span: string, lang: Lang): string {
  const [start = '', end = ''] = span.split('/');
  const time = (iso: string) => formatVenueDate(iso, lang, 'HH:mm');
  return `${formatVenueDate(start, lang)}, ${time(start)}–${time(end)}`;
}

function useChangeLine(lang: Lang) {
  const { t } = useTranslation();
  return (change: FavouriteChange): string => {
    switch (change.field) {
      case 'time':
        return t('changes.time', { before: spanText(change.before, lang), after: spanText(change.after, lang) });
      case 'location':
        return t('changes.location', { before: change.before, after: change.after });
      case 'cancelled': {
        const when = spanText(change.before, lang);
        return change.location ? t('changes.cancelled_place', { when, place: change.location }) : t('changes.cancelled', { when });
      }
      case 'stands':
        return t('changes.stands', { before: change.before, after: change.after });
      case 'removed':
        return t('changes.removed', { before: change.before });
    }
  };
}

export function ChangesPanel({ lang, exPrefix }: { lang: Lang; exPrefix: string }) {
  const { t } = useTranslation();
  const { changes, unseen } = useFavouriteChanges(lang, exPrefix);
  const markSeen = useMarkChangesSeen(lang, exPrefix);
  const line = useChangeLine(lang);
  if (changes.length === 0) return null;
  const newest = Math.max(...changes.map((change) => change.id));
  return (
    <section className={styles.panel} aria-labelledby="changes-title" data-testid="favourite-changes">
      <h2 id="changes-title" className={styles.title}>
        {t('changes.title')}
      </h2>
      <ul className={styles.list}>
        {changes.map((change) => (
          <li key={change.id} data-field={change.field}>
            <strong>{change.name}</strong>
            <span>{line(change)}</span>
          </li>
        ))}
      </ul>
      {unseen > changes.length ? <p className={styles.more}>{t('changes.more', { count: unseen - changes.length })}</p> : null}
      <button type="button" className="btn btn-secondary" onClick={() => markSeen(newest)}>
        {t('changes.seen')}
      </button>
    </section>
  );
}
