/**
 * One hall drawn as SVG from its geometry (decimetres, the plan's own units as the viewBox): outline,
 * walls, rooms, services, entrances, doors and stands, with the stand numbers and, when zoomed in, the
 * companies' names (CSS shows each level; pan-zoom sets it). Favourites carry a star as well as a colour,
 * and visited stands a tick as well as being dimmed, so both are told apart without colour. Server-safe: the first visit's HTML holds the drawing.
 */
import { memo, useId } from 'react';
import type { HallPlan, HallShape } from '../../contract/halls';
import type { Participant } from '../../contract/participants';
import { boxOf, pointsAttribute, standShapes, type Box } from './plan-geometry';
import styles from './map.module.css';

export type HallDrawingProps = {
  plan: HallPlan;
  exhibitors: ReadonlyMap<string, readonly Participant[]>;
  favouriteStands: ReadonlySet<string>;
  visitedStands: ReadonlySet<string>;
  highlighted: ReadonlySet<string>;
  selected: string | undefined;
  /** A room a programme event's link opened. */
  selectedRoom?: string | undefined;
  /**
   * The stands whose number is drawn; all when absent. The server's page (and its hydration) draws only
   * those a shared stand's opening view shows: thousands of hidden labels cost a phone hundreds of
   * milliseconds of parsing before the first paint, and the app adds the rest once it runs.
   */
  labelled?: ReadonlySet<string> | undefined;
  /** The legs of a walk that cross this hall, polylines in the plan's units. */
  walk: readonly (readonly number[])[];
  label: string;
};

const STAR = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7.1L12 17.3 5.7 21.3l1.7-7.1L2 9.5l7.1-.6z';
const TICK = 'M4 12.5l5 5L20 6.5';

export const HallDrawing = memo(function HallDrawing({
  plan,
  exhibitors,
  favouriteStands,
  visitedStands,
  highlighted,
  selected,
  selectedRoom,
  labelled,
  walk,
  label,
}: HallDrawingProps) {
  const id = useId();
  const starId = `${id}star`;
  const tickId = `${id}tick`;
  const others = plan.shapes.filter((shape) => shape.k !== 'stand');
  return (
    <svg className={styles.drawing} viewBox={`0 0 ${plan.width} ${plan.height}`} role="img" aria-label={label}>
      <defs>
        <symbol id={starId} viewBox="0 0 24 24">
          <path d={STAR} />
        </symbol>
        <symbol id={tickId} viewBox="0 0 24 24">
          <path d={TICK} />
        </symbol>
      </defs>
      <polygon className={styles.outline} points={pointsAttribute(plan.outline)} />
      {others.map((shape, index) => (
        <Feature key={`${shape.k}-${index}`} shape={shape} selected={shape.k === 'room' && shape.n === selectedRoom} />
      ))}
      {standShapes(plan).map((shape) => {
        const onStand = exhibitors.get(shape.s);
        const classes = [
          styles.stand,
          // Until the catalogue is there (the server's render, a first load) no stand is called free.
          onStand || exhibitors.size === 0 ? '' : styles.free,
          favouriteStands.has(shape.s) ? styles.favourite : '',
          visitedStands.has(shape.s) ? styles.visited : '',
          highlighted.has(shape.s) ? styles.highlighted : '',
          selected === shape.s ? styles.selected : '',
        ].join(' ');
        return (
          <Stand
            key={shape.s}
            shape={shape}
            className={classes}
            name={onStand?.[0]?.short_title}
            starId={favouriteStands.has(shape.s) ? starId : undefined}
            tickId={visitedStands.has(shape.s) ? tickId : undefined}
            found={highlighted.has(shape.s)}
            numbered={labelled ? labelled.has(shape.s) : true}
            selected={selected === shape.s}
          />
        );
      })}
      {walk.map((points, index) => (
        <g key={index} className={styles.walk} data-walk="true">
          <polyline points={pointsAttribute(points)} />
          <circle cx={points[0]} cy={points[1]} r={8} />
          <circle cx={points[points.length - 2]} cy={points[points.length - 1]} r={8} />
        </g>
      ))}
    </svg>
  );
});

/** Memoised: selecting, finding or starring a stand re-renders that stand, not the hall's thousands. */
const Stand = memo(function Stand({
  shape,
  className,
  name,
  starId,
  tickId,
  found,
  numbered,
  selected,
}: {
  shape: HallShape & { s: string };
  className: string;
  name: string | undefined;
  starId: string | undefined;
  tickId: string | undefined;
  found: boolean;
  numbered: boolean;
  selected: boolean;
}) {
  const box = boxOf(shape.p);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const numberSize = Math.max(4, Math.min(box.height * 0.3, box.width / Math.max(shape.s.length * 0.62, 1)));
  const nameSize = numberSize * 0.55;
  // Cyrillic and CJK run wider than Latin: a conservative width per character keeps names inside the stand.
  const nameChars = Math.floor((box.width * 0.9) / (nameSize * 0.72));
  const shortName = name && nameChars >= 4 ? (name.length > nameChars ? `${name.slice(0, nameChars - 1)}…` : name) : undefined;
  const star = Math.min(box.width, box.height) * 0.32;
  return (
    // The states as data too, not only as classes: tests and the benchmark find them without CSS modules' names.
    <g
      className={className}
      data-stand={shape.s}
      data-favourite={starId ? 'true' : undefined}
      data-visited={tickId ? 'true' : undefined}
      data-found={found ? 'true' : undefined}
      data-selected={selected ? 'true' : undefined}
    >
      <Outline points={shape.p} box={box} />
      {numbered ? (
        <text className={styles.number} x={cx} y={shortName ? cy - nameSize * 0.4 : cy} fontSize={round(numberSize)}>
          {shape.s}
        </text>
      ) : null}
      {shortName ? (
        <text className={styles.name} x={cx} y={round(cy + numberSize * 0.7)} fontSize={round(nameSize)}>
          {shortName}
        </text>
      ) : null}
      {starId ? (
        <use
          className={styles.star}
          href={`#${starId}`}
          x={box.x + box.width - star * 1.1}
          y={box.y + star * 0.1}
          width={star}
          height={star}
        />
      ) : null}
      {tickId ? (
        <use className={styles.tick} href={`#${tickId}`} x={box.x + star * 0.1} y={box.y + star * 0.1} width={star} height={star} />
      ) : null}
    </g>
  );
});

/** Two decimals of a plan unit (a decimetre) are more than a screen shows, and keep the page short. */
const round = (value: number) => Math.round(value * 100) / 100;

function Feature({ shape, selected }: { shape: HallShape; selected: boolean }) {
  const box = boxOf(shape.p);
  const kindClass = styles[shape.k] ?? '';
  const size = Math.max(6, Math.min(box.height * 0.25, box.width / Math.max((shape.n?.length ?? 1) * 0.6, 1)));
  return (
    <g
      className={`${kindClass} ${selected ? styles.selected : ''}`}
      data-room={shape.k === 'room' ? shape.n : undefined}
      data-selected={selected ? 'true' : undefined}
    >
      <polygon points={pointsAttribute(shape.p)} />
      {shape.n ? (
        <text className={styles.featureName} x={box.x + box.width / 2} y={box.y + box.height / 2} fontSize={round(size)}>
          {shape.n}
        </text>
      ) : null}
    </g>
  );
}

/** A rectangle as <rect> (most stands: a shorter page), any other polygon as <polygon>. */
function Outline({ points, box }: { points: readonly number[]; box: Box }) {
  const rectangle =
    points.length === 8 &&
    [0, 2, 4, 6].every(
      (index) =>
        (points[index] === box.x || points[index] === box.x + box.width) &&
        (points[index + 1] === box.y || points[index + 1] === box.y + box.height),
    );
  return rectangle ? <rect x={box.x} y={box.y} width={box.width} height={box.height} /> : <polygon points={pointsAttribute(points)} />;
}
