/**
 * One hall drawn as SVG from its geometry (decimetres, the plan's own units as the viewBox): outline,
 * walls, rooms, services, entrances, doors and stands. The stands are not an element each: every state
 * (all stands, free, favourite, visited, found, selected) is one path of all its stands' outlines, so a
 * 2,000-stand hall is a handful of elements that a phone parses, styles and hydrates in a blink, and a
 * dialog opening over it (which restyles the whole page) stays quick. A tap finds its stand by geometry
 * (standAt), not by the element under the finger. Only the labels are elements, and only for the stands
 * in sight when zoomed in far enough to read them (`labelled`): numbers, then companies' names (CSS shows
 * each level; pan-zoom sets it). Favourites carry a star as well as a colour, and visited stands a tick as
 * well as being dimmed, so both are told apart without colour. Server-safe: the first visit's HTML holds
 * the drawing.
 *
 * Each state's path lists its stands in `data-stands` and each label carries its stand's states as data
 * attributes: what tests and the benchmark read, as a screen reader reads the list alternative.
 */
import { memo, useId, useMemo } from 'react';
import type { HallPlan, HallShape } from '../../contract/halls';
import type { Participant } from '../../contract/participants';
import { boxOf, isRectangle, pointsAttribute, standShapes, type StandShape } from './plan-geometry';
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
  /** The stands whose labels are drawn: those in sight, when zoomed in far enough to read them. */
  labelled: ReadonlySet<string>;
  /** The legs of a walk that cross this hall, polylines in the plan's units. */
  walk: readonly (readonly number[])[];
  label: string;
};

const STAR = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7.1L12 17.3 5.7 21.3l1.7-7.1L2 9.5l7.1-.6z';
const TICK = 'M4 12.5l5 5L20 6.5';

/** One outline as path data: a rectangle in four moves, any other polygon point by point. */
function outlinePath(points: readonly number[]): string {
  const box = boxOf(points);
  if (isRectangle(points, box)) return `M${box.x} ${box.y}h${box.width}v${box.height}h${-box.width}z`;
  let path = '';
  for (let index = 0; index + 1 < points.length; index += 2) path += `${index === 0 ? 'M' : 'L'}${points[index]} ${points[index + 1]}`;
  return `${path}z`;
}

const having = (stands: readonly StandShape[], set: ReadonlySet<string>) => stands.filter((shape) => set.has(shape.s));

function Layer({ name, className, shapes }: { name: string; className: string | undefined; shapes: readonly StandShape[] }) {
  if (shapes.length === 0) return null;
  return (
    <path
      className={className}
      data-layer={name}
      data-stands={shapes.map((shape) => shape.s).join(' ')}
      d={shapes.map((shape) => outlinePath(shape.p)).join('')}
    />
  );
}

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
  const stands = useMemo(() => standShapes(plan), [plan]);
  const others = useMemo(() => plan.shapes.filter((shape) => shape.k !== 'stand'), [plan]);
  // The outline of every stand: the one big path, redrawn only with the plan.
  const all = useMemo(() => stands.map((shape) => outlinePath(shape.p)).join(''), [stands]);
  // Until the catalogue is there (the server's render, a first load) no stand is called free.
  const free = useMemo(() => (exhibitors.size === 0 ? [] : stands.filter((shape) => !exhibitors.has(shape.s))), [stands, exhibitors]);
  const favourites = useMemo(() => having(stands, favouriteStands), [stands, favouriteStands]);
  const visited = useMemo(() => having(stands, visitedStands), [stands, visitedStands]);
  const found = useMemo(() => having(stands, highlighted), [stands, highlighted]);
  const chosen = stands.filter((shape) => shape.s === selected);
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
      <path className={styles.stand} data-layer="stands" data-count={stands.length} d={all} />
      <Layer name="free" className={styles.free} shapes={free} />
      <Layer name="favourite" className={styles.favourite} shapes={favourites} />
      <Layer name="found" className={styles.highlighted} shapes={found} />
      <Layer name="selected" className={styles.selected} shapes={chosen} />
      <Layer name="visited" className={styles.visited} shapes={visited} />
      {favourites.map((shape) => (
        <Mark key={`star-${shape.s}`} shape={shape} symbol={starId} className={styles.star} corner="right" />
      ))}
      {visited.map((shape) => (
        <Mark key={`tick-${shape.s}`} shape={shape} symbol={tickId} className={styles.tick} corner="left" />
      ))}
      {stands.map((shape) =>
        labelled.has(shape.s) ? (
          <Label
            key={shape.s}
            shape={shape}
            name={exhibitors.get(shape.s)?.[0]?.short_title}
            favourite={favouriteStands.has(shape.s)}
            visited={visitedStands.has(shape.s)}
            found={highlighted.has(shape.s)}
            selected={selected === shape.s}
          />
        ) : null,
      )}
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

/** A star or a tick in a stand's top corner. */
function Mark({
  shape,
  symbol,
  className,
  corner,
}: {
  shape: StandShape;
  symbol: string;
  className: string | undefined;
  corner: 'left' | 'right';
}) {
  const box = boxOf(shape.p);
  const size = Math.min(box.width, box.height) * 0.32;
  const x = corner === 'right' ? box.x + box.width - size * 1.1 : box.x + size * 0.1;
  return (
    <use className={className} href={`#${symbol}`} x={round(x)} y={round(box.y + size * 0.1)} width={round(size)} height={round(size)} />
  );
}

/** Memoised: panning changes which labels are drawn, not what each says. */
const Label = memo(function Label({
  shape,
  name,
  favourite,
  visited,
  found,
  selected,
}: {
  shape: HallShape & { s: string };
  name: string | undefined;
  favourite: boolean;
  visited: boolean;
  found: boolean;
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
  return (
    <>
      <text
        className={`${styles.number} ${visited ? styles.visitedLabel : ''}`}
        data-stand={shape.s}
        data-favourite={favourite ? 'true' : undefined}
        data-visited={visited ? 'true' : undefined}
        data-found={found ? 'true' : undefined}
        data-selected={selected ? 'true' : undefined}
        x={cx}
        y={round(shortName ? cy - nameSize * 0.4 : cy)}
        fontSize={round(numberSize)}
      >
        {shape.s}
      </text>
      {shortName ? (
        <text className={styles.name} x={cx} y={round(cy + numberSize * 0.7)} fontSize={round(nameSize)}>
          {shortName}
        </text>
      ) : null}
    </>
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
