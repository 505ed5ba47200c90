/**
 * One hall's plan on the map page: the drawing to pan and zoom, the search, the stand list for those who
 * cannot see the plan, the tapped stand's sheet and card, and the route panel. Split from map-page.tsx,
 * which chooses between the general plan and a hall.
 */
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavouriteParticipantIds, useToggleFavourite } from '../../api/favourite-toggle';
import { hallPlanQueryOptions } from '../../api/halls';
import { useVisitedStands } from '../../api/visits';
import type { HallPlan } from '../../contract/halls';
import type { Participant } from '../../contract/participants';
import { useServerRender } from '../../ui/use-server-render';
import { useFavouriteIntent } from '../../widgets/favourite-intent';
import { useSearchIndex } from '../../widgets/use-search-index';
import { HallDrawing } from './hall-drawing';
import { matchStands } from './map-search';
import styles from './map.module.css';
import { boxOf, compareStands, exhibitorsByStand, standAt, standShapes, standsIn } from './plan-geometry';
import { RoutePanel, type RoutePanelHandle, type Walk } from './route-panel';
import { StandDialogs, type StandDialogsHandle } from './stand-dialogs';
import { StandList } from './stand-list';
import { StandSheet, type StandSheetHandle } from './stand-sheet';
import { openingView } from './pan-zoom-model';
import { useHallsAhead } from './use-halls-ahead';
import { usePanZoom, type Sight } from './use-pan-zoom';
import type { MapPageProps } from './map-types';

export function HallView({
  lang,
  exPrefix,
  halls,
  plan,
  participants,
  catalogueReady,
  search,
  setSearch,
}: MapPageProps & { plan: HallPlan }) {
  const { t } = useTranslation();
  const favouriteIds = useFavouriteParticipantIds(lang, exPrefix);
  const toggleFavourite = useToggleFavourite();
  const stands = useMemo(() => standShapes(plan).sort((a, b) => compareStands(a.s, b.s)), [plan]);
  const exhibitors = useMemo(() => exhibitorsByStand(participants), [participants]);
  const favouriteStands = useMemo(() => {
    const set = new Set<string>();
    for (const shape of stands) if (exhibitors.get(shape.s)?.some((item) => favouriteIds.has(item.id))) set.add(shape.s);
    return set;
  }, [stands, exhibitors, favouriteIds]);
  const typicalWidth = useMemo(() => {
    const widths = stands.map((shape) => boxOf(shape.p).width).sort((a, b) => a - b);
    return widths[Math.floor(widths.length / 2)] ?? 30;
  }, [stands]);
  const [sight, setSight] = useState<Sight | null>(null);
  const { viewportRef, canvasRef, zoomBy, panBy, showWholeHall, centre, dragged } = usePanZoom(plan, typicalWidth, setSight);
  // The address's stand or room at first paint, before the scripts (the server writes it); fixed for the
  // page's life so hydration matches, after which the app's own view takes over.
  const [opening] = useState(() => {
    const shape = plan.shapes.find((item) =>
      search.stand ? item.s === search.stand : search.room !== undefined && item.k === 'room' && item.n === search.room,
    );
    return shape ? openingView(boxOf(shape.p), plan, typicalWidth) : undefined;
  });
  // Every hall's plan for walks across halls: on the device once the map, the catalogue, the programme or
  // the favourites has been opened (usePlansOnDevice).
  const allPlans = useQueries({
    queries: halls.map((hall) => hallPlanQueryOptions(lang, exPrefix, hall.key)),
    combine: combinePlans,
  });
  // The server had this hall's plan only; hydration offers its entrances alone too, though the device's
  // cache may hold every hall's, so the route panel's markup is the server's.
  const hydrating = useServerRender();
  // Labels for the stands in sight: the server's (and hydration's) for a shared stand's opening view, then
  // whatever the viewport shows once it rests, when zoomed in far enough to read them.
  const labelled = useMemo(() => {
    if (hydrating) return opening ? standsIn(stands, opening.region) : NO_STANDS;
    if (!sight || sight.level === 0) return NO_STANDS;
    const { region } = sight;
    return standsIn(stands, {
      x: region.x - region.width * 0.25,
      y: region.y - region.height * 0.25,
      width: region.width * 1.5,
      height: region.height * 1.5,
    });
  }, [hydrating, opening, sight, stands]);
  const plans = useMemo(() => (hydrating ? [plan] : allPlans), [hydrating, plan, allPlans]);
  // The halls ready for a first route while the visitor looks at this one (the objects the routes are given).
  useHallsAhead(allPlans.find((each) => each.key === plan.key) ?? plan, allPlans, !hydrating);
  const standsOnDevice = useMemo(() => new Set(allPlans.flatMap((each) => standShapes(each).map((shape) => shape.s))), [allPlans]);
  const visits = useVisitedStands(lang, exPrefix, standsOnDevice);
  const visitedHere = useMemo(() => stands.filter((shape) => visits.visited.has(shape.s)).length, [stands, visits.visited]);
  const favouriteStandList = useMemo(() => {
    const list: string[] = [];
    for (const participant of participants) if (favouriteIds.has(participant.id) && participant.stands[0]) list.push(participant.stands[0]);
    return list;
  }, [participants, favouriteIds]);
  const [walk, setWalk] = useState<Walk | null>(null);
  const [picking, setPicking] = useState(false);
  const [pickedStart, setPickedStart] = useState<string | undefined>(undefined);
  const walkHere = useMemo(() => walk?.legs.filter((leg) => leg.hall === plan.key).map((leg) => leg.points) ?? [], [walk, plan.key]);

  const [query, setQuery] = useState(search.q ?? '');
  const index = useSearchIndex(participants, query.trim() !== '', false);
  const results = useMemo(
    () => matchStands(query, stands, exhibitors, { participants, index }),
    [query, stands, exhibitors, participants, index],
  );
  const highlighted = useMemo(() => new Set(results), [results]);
  const [resultIndex, setResultIndex] = useState(0);

  const selected = search.stand;
  const dialogs = useRef<StandDialogsHandle>(null);
  const sheet = useRef<StandSheetHandle>(null);
  const routePanel = useRef<RoutePanelHandle>(null);
  const hintId = useId();

  const centreStand = useCallback(
    (stand: string) => {
      const shape = stands.find((item) => item.s === stand);
      if (!shape) return;
      // On a phone the stand's sheet covers the foot of the map: the stand goes in the middle of what is left.
      const sheetBox = sheet.current?.box();
      const view = viewportRef.current?.getBoundingClientRect();
      const covered = sheetBox && view && sheetBox.width >= view.width / 2 ? Math.max(0, view.bottom - sheetBox.top) : 0;
      centre(boxOf(shape.p), covered);
    },
    [stands, centre, viewportRef],
  );

  useEffect(() => {
    if (selected) centreStand(selected);
  }, [selected, centreStand]);

  // A programme event's "На схеме" opens its room.
  const room = search.room;
  useEffect(() => {
    const shape = room ? plan.shapes.find((item) => item.k === 'room' && item.n === room) : undefined;
    if (shape) centre(boxOf(shape.p));
  }, [room, plan, centre]);

  const openStand = (stand: string) => {
    // The stand's sheet opens at once, the catalogue or not: before it has arrived the sheet says so and
    // fills in when it does. The full card waits for its "Подробнее" (stand-sheet.tsx says why).
    sheet.current?.open(stand);
    // The sheet paints first; the address (and the stand's mark) follow once it is on screen.
    requestAnimationFrame(() =>
      setTimeout(() => {
        setSearch({ hall: plan.key, stand, q: query || undefined });
        // A new stand is centred when the address changes; the one already selected must come out from
        // under the sheet too.
        if (stand === selected) centreStand(stand);
      }),
    );
  };

  const onCanvasClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (dragged()) return;
    // The stands are shared paths: the tap's point on the plan says which one it is.
    const canvas = event.currentTarget.getBoundingClientRect();
    if (canvas.width === 0 || canvas.height === 0) return;
    const stand = standAt(
      stands,
      ((event.clientX - canvas.left) / canvas.width) * plan.width,
      ((event.clientY - canvas.top) / canvas.height) * plan.height,
    );
    if (!stand) return;
    if (picking) {
      setPickedStart(stand);
      setPicking(false);
    } else openStand(stand);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const step = 60;
    const actions: Record<string, () => void> = {
      '+': () => zoomBy(1.5),
      '=': () => zoomBy(1.5),
      '-': () => zoomBy(1 / 1.5),
      '0': showWholeHall,
      ArrowLeft: () => panBy(step, 0),
      ArrowRight: () => panBy(-step, 0),
      ArrowUp: () => panBy(0, step),
      ArrowDown: () => panBy(0, -step),
      Escape: () => sheet.current?.close(),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const goToResult = (index: number) => {
    if (results.length === 0) return;
    const next = (index + results.length) % results.length;
    setResultIndex(next);
    setSearch({ hall: plan.key, stand: results[next], q: query || undefined });
  };

  const onToggleFavourite = useCallback(
    (participant: Participant, added: boolean) => toggleFavourite({ kind: 'participant', lang, exPrefix, added, item: participant }),
    [toggleFavourite, lang, exPrefix],
  );
  const routeToStand = useCallback((stand: string) => routePanel.current?.routeTo(stand), []);
  const openCard = useCallback((stand: string) => dialogs.current?.open(stand), []);
  const addFavourite = useCallback((participant: Participant) => onToggleFavourite(participant, true), [onToggleFavourite]);
  // A star tapped in a stand's card before signing in is set on the way back, as in the catalogue.
  useFavouriteIntent('participant', participants, addFavourite);

  return (
    <>
      <div className={styles.tools}>
        <label className={styles.search}>
          <span className="visually-hidden">{t('map.search_label')}</span>
          <input
            type="search"
            value={query}
            placeholder={t('map.search_placeholder')}
            onChange={(event) => {
              setQuery(event.target.value);
              setResultIndex(0);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') goToResult(resultIndex);
            }}
          />
        </label>
        {query.trim() ? (
          <span className={styles.found} role="status">
            {t('map.found', { count: results.length })}
          </span>
        ) : null}
        {results.length > 1 ? (
          <>
            <button type="button" className={styles.iconButton} aria-label={t('map.previous')} onClick={() => goToResult(resultIndex - 1)}>
              ‹
            </button>
            <button type="button" className={styles.iconButton} aria-label={t('map.next')} onClick={() => goToResult(resultIndex + 1)}>
              ›
            </button>
          </>
        ) : null}
        <button type="button" className={styles.iconButton} aria-label={t('map.zoom_in')} onClick={() => zoomBy(1.5)}>
          +
        </button>
        <button type="button" className={styles.iconButton} aria-label={t('map.zoom_out')} onClick={() => zoomBy(1 / 1.5)}>
          −
        </button>
        <button type="button" className={styles.iconButton} aria-label={t('map.fit')} onClick={showWholeHall}>
          ⤢
        </button>
      </div>
      {/* The map itself takes the keys; its stands are also a list below for those who cannot use it. */}
      <div
        ref={viewportRef}
        className={styles.viewport}
        tabIndex={0}
        role="group"
        aria-label={t('map.viewport_label', { name: plan.name })}
        aria-describedby={hintId}
        data-labels={opening?.labels}
        onKeyDown={onKeyDown}
      >
        <div
          ref={canvasRef}
          className={styles.canvas}
          style={opening ? { transform: opening.transform } : undefined}
          onClick={onCanvasClick}
        >
          <HallDrawing
            plan={plan}
            exhibitors={exhibitors}
            favouriteStands={favouriteStands}
            visitedStands={visits.visited}
            highlighted={highlighted}
            selected={selected}
            selectedRoom={search.room}
            labelled={labelled}
            walk={walkHere}
            label={t('map.plan_label', { name: plan.name })}
          />
        </div>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('map.keys_hint')}
      </p>
      {visitedHere > 0 ? (
        <p className={styles.visitedNote}>{t('map.visited_count', { count: visitedHere, total: stands.length })}</p>
      ) : null}

      <RoutePanel
        ref={routePanel}
        plans={plans}
        target={selected}
        favouriteStands={favouriteStandList}
        pickedStart={pickedStart}
        picking={picking}
        onPickOnPlan={(next) => {
          setPicking(next);
          if (next) setPickedStart(undefined);
        }}
        walk={walk}
        onWalk={setWalk}
        hallName={(key) => halls.find((hall) => hall.key === key)?.name ?? key}
        currentHall={plan.key}
        onShowHall={(key) => setSearch({ hall: key })}
        // Every hall's plan and the catalogue (where the favourites' stands are) must be on the device first.
        startTour={
          search.tour === 'favourites' && catalogueReady && !hydrating && allPlans.length === halls.length && favouriteStandList.length > 0
        }
      />

      <StandList stands={stands} exhibitors={exhibitors} visited={visits.visited} onOpen={openStand} />

      <StandSheet
        ref={sheet}
        exhibitors={exhibitors}
        catalogueReady={catalogueReady}
        hallName={plan.name}
        favouriteIds={favouriteIds}
        onToggleFavourite={onToggleFavourite}
        onRoute={routeToStand}
        onMore={openCard}
      />
      <StandDialogs
        ref={dialogs}
        exhibitors={exhibitors}
        catalogueReady={catalogueReady}
        favouriteIds={favouriteIds}
        onToggleFavourite={onToggleFavourite}
        visited={visits.visited}
        pending={visits.pending}
        setVisited={visits.setVisited}
        exPrefix={exPrefix}
      />
    </>
  );
}

const NO_STANDS: ReadonlySet<string> = new Set();

const combinePlans = (results: readonly { data?: HallPlan | undefined }[]) => results.flatMap((query) => (query.data ? [query.data] : []));
