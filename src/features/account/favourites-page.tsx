/** Favourites (spec §2): events and companies tabs of the current exhibition; the tab is in the URL. */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import { favouriteEventsQueryOptions, favouriteParticipantsQueryOptions } from '../../api/favourites';
import { useQueuedFavourites } from '../../pwa/offline-queue';
import { PageHead } from '../../ui/page-head';
import { SavedAt } from '../../widgets/saved-at';
import { Tabs } from '../../ui/tabs';
import { ChangesPanel } from './changes-panel';
import { FavouriteCompanies } from './favourite-companies';
import { FavouriteEvents } from './favourite-events';

import type { FavouriteTab } from './personal-tabs';

export type FavouritesPageProps = { lang: Lang; exPrefix: string; tab: FavouriteTab; onTabChange: (tab: FavouriteTab) => void };

export function FavouritesPage({ lang, exPrefix, tab, onTabChange }: FavouritesPageProps) {
  const { t } = useTranslation();
  // "Upcoming" is judged once per visit to the page, so the list does not reshuffle while it is read.
  const [now] = useState(() => Date.now());
  // Removals made offline leave the list at once, so the count is the only trace of them until sent.
  const queued = useQueuedFavourites().length;
  const listKey = (tab === 'events' ? favouriteEventsQueryOptions : favouriteParticipantsQueryOptions)(lang, exPrefix).queryKey;
  return (
    <section aria-labelledby="favourites-title">
      <PageHead id="favourites-title" title={t('titles.favorite')} />
      <SavedAt queryKey={listKey} />
      {queued > 0 ? <p role="status">{t('offline.queued', { count: queued })}</p> : null}
      <ChangesPanel lang={lang} exPrefix={exPrefix} />
      <Tabs
        label={t('favourite_page.tabs')}
        items={[
          { value: 'events', label: t('favourite_page.tab_events') },
          { value: 'companies', label: t('favourite_page.tab_companies') },
        ]}
        value={tab}
        onChange={onTabChange}
      >
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          {tab === 'events' ? (
            <FavouriteEvents lang={lang} exPrefix={exPrefix} now={now} />
          ) : (
            <FavouriteCompanies lang={lang} exPrefix={exPrefix} />
          )}
        </Suspense>
      </Tabs>
    </section>
  );
}
