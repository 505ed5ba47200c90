/**
 * Wayfinding on the map (issue 33): from an entrance or the stand the visitor stands at (typed, or tapped
 * on the plan) to the selected stand, or through the favourite stands in a good order. The walk is worked
 * out on the device from the plans it holds (src/lib/hall-route), so it works offline; it is drawn on the
 * plan and said as text steps for those who cannot see the plan.
 */
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { HallPlan } from '../../contract/halls';
import { route, tour, type RouteLeg, type RouteStart, type RouteStep } from '../../lib/hall-route/route';
import styles from './map.module.css';
import { routeComing } from './use-halls-ahead';

export type Walk = { legs: RouteLeg[]; metres: number; minutes: number; steps: RouteStep[]; order?: string[] };

/** The stand sheet's "Маршрут сюда": the walk to a stand from the start chosen here, then focus on its summary. */
export type RoutePanelHandle = { routeTo: (stand: string) => void };

export type RoutePanelProps = {
  ref?: Ref<RoutePanelHandle>;
  plans: readonly HallPlan[];
  /** The stand the route goes to: the one selected on the plan. */
  target: string | undefined;
  favouriteStands: readonly string[];
  /** A stand tapped while "on the plan" is chosen as the start. */
  pickedStart: string | undefined;
  picking: boolean;
  onPickOnPlan: (picking: boolean) => void;
  walk: Walk | null;
  onWalk: (walk: Walk | null) => void;
  hallName: (key: string) => string;
  /** The hall on screen, and how to show another: a walk across halls is drawn hall by hall. */
  currentHall: string;
  onShowHall: (hall: string) => void;
  /** Walk the favourites once, as soon as this turns true (the plan's link from the visitor's plan). */
  startTour?: boolean;
};

const ENTRANCE = 'entrance:';

export function RoutePanel({
  ref,
  plans,
  target,
  favouriteStands,
  pickedStart,
  picking,
  onPickOnPlan,
  walk,
  onWalk,
  hallName,
  currentHall,
  onShowHall,
  startTour = false,
}: RoutePanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const entrances = useMemo(
    () =>
      plans.flatMap((plan) =>
        plan.shapes.filter((shape) => shape.k === 'entrance' && shape.n).map((shape) => ({ hall: plan.key, name: shape.n! })),
      ),
    [plans],
  );
  const [from, setFrom] = useState(entrances[0] ? `${ENTRANCE}${entrances[0].hall}:${entrances[0].name}` : 'stand');
  const [typedStand, setTypedStand] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const startStand = (pickedStart ?? typedStand.trim()).toUpperCase();
  // The halls a walk crosses, in the order it crosses them.
  const walkHalls = useMemo(() => [...new Set(walk?.legs.map((leg) => leg.hall) ?? [])], [walk]);

  const start = (): RouteStart | null => {
    if (from.startsWith(ENTRANCE)) {
      const [hall, ...name] = from.slice(ENTRANCE.length).split(':');
      return { entrance: name.join(':'), hall: hall! };
    }
    return startStand ? { stand: startStand } : null;
  };

  const show = (result: ReturnType<typeof route> | ReturnType<typeof tour>, order?: (result: { order: string[] }) => string[]) => {
    if (!result.ok) {
      setProblem(t(`map.route_${result.reason.replace(/-/g, '_')}`));
      onWalk(null);
      return;
    }
    setProblem(null);
    onWalk({
      legs: result.legs,
      metres: result.metres,
      minutes: result.minutes,
      steps: result.steps,
      order: 'order' in result && order ? order(result) : undefined,
    });
  };

  const routeTo = (stand: string | undefined) => {
    const begin = start();
    if (!begin || !stand) return setProblem(t(begin ? 'map.route_pick_stand' : 'map.route_unknown_start'));
    routeComing();
    const started = performance.now();
    const result = route(plans, begin, stand);
    // The walk's own cost, apart from the render that shows it (bench:map reads it).
    performance.measure('map:route', { start: started });
    show(result);
  };
  const routeHere = () => routeTo(target);

  const status = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    routeTo: (stand) => {
      routeTo(stand);
      // The walk is drawn on the plan, which stays in sight; a keyboard or screen reader user lands on its
      // summary and steps, just below.
      status.current?.focus({ preventScroll: true });
    },
  }));

  const walkFavourites = () => {
    const begin = start();
    if (!begin) return setProblem(t('map.route_unknown_start'));
    if (favouriteStands.length === 0) return setProblem(t('map.tour_empty'));
    routeComing();
    show(tour(plans, begin, favouriteStands), (result) => result.order);
  };

  const tourStarted = useRef(false);
  useEffect(() => {
    if (!startTour || tourStarted.current) return;
    tourStarted.current = true;
    walkFavourites();
    // walkFavourites reads this render's props; the walk starts once, when the data is there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startTour]);

  return (
    <section className={styles.routePanel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.routeTitle}>
        {t('map.route_heading')}
      </h2>
      <div className={styles.routeFields}>
        <label>
          <span>{t('map.route_from')}</span>
          <select value={from} onChange={(event) => setFrom(event.target.value)}>
            {entrances.map((entrance) => (
              <option key={`${entrance.hall}:${entrance.name}`} value={`${ENTRANCE}${entrance.hall}:${entrance.name}`}>
                {t('map.route_from_entrance', { name: entrance.name, hall: hallName(entrance.hall) })}
              </option>
            ))}
            <option value="stand">{t('map.route_from_stand')}</option>
          </select>
        </label>
        {from === 'stand' ? (
          <>
            <label>
              <span>{t('map.route_stand_input')}</span>
              <input value={pickedStart ?? typedStand} onChange={(event) => setTypedStand(event.target.value)} autoComplete="off" />
            </label>
            <button type="button" className="btn btn-secondary" aria-pressed={picking} onClick={() => onPickOnPlan(!picking)}>
              {t('map.route_pick_on_plan')}
            </button>
          </>
        ) : null}
      </div>
      <div className={styles.routeActions}>
        <button type="button" className="btn btn-primary" onClick={routeHere} disabled={!target}>
          {target ? t('map.route_here_to', { stand: target }) : t('map.route_here')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={walkFavourites}>
          {t('map.tour')}
        </button>
        {walk ? (
          <button type="button" className="btn btn-secondary" onClick={() => onWalk(null)}>
            {t('map.route_clear')}
          </button>
        ) : null}
      </div>
      {!target ? <p className={styles.hint}>{t('map.route_pick_stand')}</p> : null}
      <div role="status" ref={status} tabIndex={-1}>
        {problem ? <p className={styles.routeProblem}>{problem}</p> : null}
        {walk ? (
          <>
            <p className={styles.routeSummary}>
              {t('map.route_summary', { metres: Math.round(walk.metres), minutes: Math.max(1, Math.round(walk.minutes)) })}
            </p>
            {walk.order ? <p>{t('map.tour_order', { stands: walk.order.join(' → ') })}</p> : null}
          </>
        ) : null}
      </div>
      {walkHalls.length > 1 ? (
        <nav aria-label={t('map.route_halls')} className={styles.walkHalls}>
          <p>{t('map.route_halls')}</p>
          <ul>
            {walkHalls.map((hall) => (
              <li key={hall}>
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-current={hall === currentHall ? 'true' : undefined}
                  onClick={() => onShowHall(hall)}
                >
                  {hallName(hall)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {walk ? (
        <ol className={styles.steps} aria-label={t('map.route_steps')}>
          {walk.steps.map((step, index) => (
            <li key={index}>{stepText(t, step, hallName)}</li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function stepText(t: Translate, step: RouteStep, hallName: (key: string) => string): string {
  const metres = Math.round(step.metres);
  const near = step.nearStand && step.kind !== 'arrive' ? t('map.step_near', { stand: step.nearStand }) : '';
  switch (step.kind) {
    case 'start':
      return t('map.step_start', { hall: hallName(step.hall) });
    case 'straight':
      return t('map.step_straight', { metres, near });
    case 'turn-left':
      return t('map.step_turn_left', { metres, near });
    case 'turn-right':
      return t('map.step_turn_right', { metres, near });
    case 'door':
      return t('map.step_door', { metres, hall: hallName(step.to ?? step.hall) });
    case 'arrive':
      return t(metres > 0 ? 'map.step_arrive' : 'map.step_arrive_here', { metres, stand: step.nearStand ?? '' });
  }
}
