/**
 * `npm run bench:map-route`: wayfinding on a generated hall of 1,500+ stands (src/lib/hall-route). Prints
 * the hall's one-off preparation (grid, corners and their visibility graph; the corners' distances are
 * searched row by row as walks first need them, so first routes and tours include that), then the
 * time of one route between random stand pairs and of a 60-stop tour, each beside its target.
 *
 * Targets (issue 33) are for a phone with a CPU four times slower than this machine's: a route < 10 ms and
 * a 60-stop tour < 50 ms there, so < 2.5 ms and < 12.5 ms here. A stand's ports (the free cells along its
 * edges and the corners they see) are worked out the first time a walk starts or ends there, so "first"
 * times include that and "again" times do not. Several engineers share this machine, so each figure is the
 * process's CPU time (what the work costs, whoever else runs), with the wall-clock time and the load
 * average beside it.
 *
 * "Ahead" is what the map does while the visitor looks at a hall (src/features/map/use-hall-ahead.ts): the
 * hall's preparation and every row of distances not yet searched, in a worker, then the grid and the rows
 * handed to the page; without a worker, the rows in idle slices of 8 ms on the phone (2 ms here). A first
 * route after that pays only its stands' ports. "Route, first" above stays what a route asked for right
 * after the preparation costs (a visitor who asks at once, before the worker is done).
 *
 * The engine's own first runs are printed apart ("cold engine"): the first route and the first tour a page
 * asks for also pay for V8 interpreting and compiling the code, once per page load, and the compiling and
 * the garbage collector run on helper threads that process CPU time counts. Measured in the same series,
 * that once-only cost made the median of five first tours a measure of the engine's warm-up (the first
 * three of the five were the slowest, whatever the stands). So a route, a few more and two tours run first
 * on a copy of the plan (its own preparation and ports, so the measured stands stay unknown), and the
 * "first" figures are those of stands walked to for the first time by code that has run before.
 */
import os from 'node:os';
// The benchmark measures the pure module itself; scripts otherwise take nothing from src/ but the contract.
// eslint-disable-next-line local/import-zones
import { generateHall, seededRandom } from '../src/lib/hall-route/plan-fixtures';
// eslint-disable-next-line local/import-zones
import { gridParts, prepareHall, searchRemainingRows } from '../src/lib/hall-route/prepared';
// eslint-disable-next-line local/import-zones
import { route, tour } from '../src/lib/hall-route/route';

const STANDS = 1500;
const ROUTES = 300;
const TOUR_STOPS = 60;
const TOURS = 5;
const PHONE_SLOWDOWN = 4;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

interface Timing {
  cpu: number;
  wall: number;
}

function timed<T>(work: () => T): [T, Timing] {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const result = work();
  const used = process.cpuUsage(cpu);
  return [result, { cpu: (used.user + used.system) / 1000, wall: performance.now() - wall }];
}

function line(label: string, value: Timing, phoneTarget?: number) {
  const here = phoneTarget === undefined ? undefined : phoneTarget / PHONE_SLOWDOWN;
  const verdict =
    here === undefined
      ? ''
      : `   target < ${ms(here)} here (${ms(phoneTarget as number)} on the phone): ${value.cpu < here ? 'met' : 'MISSED'}`;
  console.log(`${label.padEnd(36)} ${ms(value.cpu).padStart(10)} CPU ${`(${ms(value.wall)} wall)`.padStart(16)}${verdict}`);
}

function medianOf(timings: Timing[], q = 0.5): Timing {
  return {
    cpu: quantile(
      timings.map((t) => t.cpu),
      q,
    ),
    wall: quantile(
      timings.map((t) => t.wall),
      q,
    ),
  };
}

const plan = generateHall({ key: '1', stands: STANDS, seed: 7 });
const stands = plan.shapes.filter((s) => s.k === 'stand').map((s) => s.s as string);
console.log(
  `Hall: ${stands.length} stands, ${plan.width / 10} × ${plan.height / 10} m; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
);

const [hall, prepared] = timed(() => prepareHall(plan));
const g = hall.grid;
console.log(`Grid ${g.w} × ${g.h} cells of ${g.cell / 10} m, ${g.corners.length} corners, ${g.adjTo.length / 2} visibility edges`);
line('Preparation (once per hall)', prepared);
console.log(
  `  of which (wall): grid ${ms(g.timings.grid)}, corners ${ms(g.timings.corners)}, visibility graph ${ms(g.timings.visibility)}, distances ${ms(g.timings.distances)} (each corner's row is searched when a walk first needs it)`,
);

{
  // The engine's first runs, on a copy of the plan: its preparation and ports are its own.
  const copy = structuredClone(plan);
  prepareHall(copy);
  const [, coldRoute] = timed(() => route([copy], { stand: stands[0]! }, stands[stands.length - 1]!));
  for (let k = 1; k < 40; k++) route([copy], { stand: stands[k]! }, stands[stands.length - 1 - k]!);
  const [, coldTour] = timed(() => tour([copy], { entrance: 'Main' }, stands.slice(100, 100 + TOUR_STOPS)));
  tour([copy], { entrance: 'Main' }, stands.slice(200, 200 + TOUR_STOPS));
  line('Route, first, cold engine (one)', coldRoute);
  line(`${TOUR_STOPS}-stop tour, first, cold engine (one)`, coldTour);
}

const random = seededRandom(11);
const pick = () => stands[Math.floor(random() * stands.length)] as string;
const pairs = Array.from({ length: ROUTES }, () => [pick(), pick()] as const);
const timeRoutes = () =>
  pairs.map(([from, to]) => {
    const [result, timing] = timed(() => route([plan], { stand: from }, to));
    if (!result.ok) throw new Error(`no route ${from} → ${to}: ${result.reason}`);
    return timing;
  });
const first = timeRoutes();
const again = timeRoutes();
line(`Route, first (median of ${ROUTES})`, medianOf(first), 10);
line('Route, first (p95)', medianOf(first, 0.95), 10);
line(`Route, again (median of ${ROUTES})`, medianOf(again), 10);
line('Route, again (p95)', medianOf(again, 0.95), 10);
console.log('(a busy machine inflates CPU time as well as wall time: the fastest run is the nearest to an idle one)');

{
  // What the page does once a hall is shown (src/features/map/use-hall-ahead.ts): a worker prepares the
  // hall and searches every row not searched yet, then hands both to the page. A copy of the plan, so its
  // stands' ports are unknown and its routes below are first uses, as the ones above.
  const ahead = structuredClone(plan);
  const [aheadHall, aheadPrep] = timed(() => prepareHall(ahead));
  const [, handOver] = timed(() => structuredClone(gridParts(aheadHall.grid)));
  const [, aheadRows] = timed(() => searchRemainingRows(aheadHall.grid));
  line('Ahead: preparation (in the worker)', aheadPrep);
  line('Ahead: every row (in the worker)', aheadRows);
  line('Ahead: the grid handed to the page', handOver);
  // Without a worker the page searches the rows in idle slices of 8 ms on the phone, 2 ms here.
  const sliced = structuredClone(plan);
  const slicedGrid = prepareHall(sliced).grid;
  const slices: Timing[] = [];
  for (let done = false; !done;) {
    const end = performance.now() + 8 / PHONE_SLOWDOWN;
    const [finished, slice] = timed(() => searchRemainingRows(slicedGrid, () => end - performance.now()));
    done = finished;
    slices.push(slice);
  }
  const sum = slices.reduce((total, slice) => ({ cpu: total.cpu + slice.cpu, wall: total.wall + slice.wall }), { cpu: 0, wall: 0 });
  line(`Ahead without a worker: ${slices.length} slices`, sum);
  line('  a slice (median; 8 ms on the phone)', medianOf(slices));
  line('  the longest slice', medianOf(slices, 1));
  const afterAhead = pairs.map(([from, to]) => timed(() => route([ahead], { stand: from }, to))[1]);
  line(`Route, first, rows ahead (median)`, medianOf(afterAhead), 10);
  line('Route, first, rows ahead (p95)', medianOf(afterAhead, 0.95), 10);
}

const tourFirst: Timing[] = [];
const tourAgain: Timing[] = [];
let metres = 0;
for (let k = 0; k < TOURS; k++) {
  const stops = new Set<string>();
  while (stops.size < TOUR_STOPS) stops.add(pick());
  // The first tour through a set of stands works out their ports; five more repeat it with them known.
  for (const times of [tourFirst, tourAgain, tourAgain, tourAgain, tourAgain, tourAgain]) {
    const [result, timing] = timed(() => tour([plan], { entrance: 'Main' }, [...stops]));
    times.push(timing);
    if (!result.ok || result.order.length !== TOUR_STOPS) throw new Error('the tour left stops out');
    metres = result.metres;
  }
}
line(`${TOUR_STOPS}-stop tour, first (median of ${TOURS})`, medianOf(tourFirst), 50);
line(`${TOUR_STOPS}-stop tour, again (median of ${tourAgain.length})`, medianOf(tourAgain), 50);
line(`${TOUR_STOPS}-stop tour, again (fastest)`, medianOf(tourAgain, 0), 50);
console.log(`(last tour: ${Math.round(metres)} m)`);
