/**
 * The hall map (issue 33): the general plan (every hall with its counts), then one hall's plan to pan and
 * zoom, find a company or stand on, and tap a stand for its exhibitor's card. Everything is drawn from
 * data the device keeps (the plans and the catalogue), so the map works offline from a cold start. The
 * hall, the selected stand and the search are URL state, so "На схеме" links and shared links open the
 * same view.
 */
import { useTranslation } from 'react-i18next';
import type { HallSummary } from '../../contract/halls';
import { AppLink } from '../../ui/app-link';
import { PageHead } from '../../ui/page-head';
import { usePlansOnDevice } from '../../widgets/map-href';
import styles from './map.module.css';

import { HallView } from './hall-view';
import type { MapPageProps } from './map-types';

export type { MapPageProps, MapSearch } from './map-types';

export function MapPage(props: MapPageProps) {
  const { t } = useTranslation();
  const { halls, plan, hrefFor } = props;
  usePlansOnDevice(props.lang, props.exPrefix, halls);
  return (
    <section className={`container page-section ${styles.page}`}>
      <PageHead title={t('titles.map')} />
      {halls.length === 0 ? (
        <p>{t('map.no_plans')}</p>
      ) : (
        <>
          <nav aria-label={t('map.halls_heading')}>
            <ul className={styles.halls}>
              <li>
                <AppLink href={hrefFor({})} className={styles.hallLink} aria-current={plan ? undefined : 'page'}>
                  {t('map.all_halls')}
                </AppLink>
              </li>
              {halls.map((hall) => (
                <li key={hall.key}>
                  <AppLink
                    href={hrefFor({ hall: hall.key })}
                    className={styles.hallLink}
                    aria-current={plan?.key === hall.key ? 'page' : undefined}
                  >
                    {hall.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          {props.search.stand && !plan ? <p role="alert">{t('map.stand_not_found', { stand: props.search.stand })}</p> : null}
          {plan ? <HallView {...props} plan={plan} /> : <Overview halls={halls} hrefFor={hrefFor} />}
        </>
      )}
    </section>
  );
}

function Overview({ halls, hrefFor }: { halls: readonly HallSummary[]; hrefFor: MapPageProps['hrefFor'] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.overview}>
      {halls.map((hall) => (
        <li key={hall.key}>
          <AppLink href={hrefFor({ hall: hall.key })} className={styles.hallCard}>
            <h2>{hall.name}</h2>
            <p>{t('map.hall_counts', { stands: hall.stands, exhibitors: hall.exhibitors })}</p>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
