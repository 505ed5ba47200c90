/** The map page's URL state and props, shared by the page and its hall view. */
import type { Lang } from '../../contract/common';
import type { HallPlan, HallSummary } from '../../contract/halls';
import type { Participant } from '../../contract/participants';

export type MapSearch = {
  hall?: string | undefined;
  stand?: string | undefined;
  room?: string | undefined;
  q?: string | undefined;
  tour?: 'favourites' | undefined;
};

export type MapPageProps = {
  lang: Lang;
  exPrefix: string;
  halls: readonly HallSummary[];
  plan: HallPlan | undefined;
  participants: readonly Participant[];
  /** Whether `participants` is the catalogue yet: before, a tapped stand's card waits for it. */
  catalogueReady: boolean;
  search: MapSearch;
  hrefFor: (search: MapSearch) => string;
  setSearch: (search: MapSearch) => void;
};
