/**
 * The show in figures on the organiser's desk (issue 35), apart from contract/desk.ts: the desk's URL schema
 * (in every page's bundle, for the route's search params) imports that module, and these schemas are needed
 * only by the desk's own chunk and the server.
 *
 *   GET /staff/desk/figures?ex_prefix=&from=&to=  → DeskFigures (registrations per day, check-ins, favourites)
 *   GET /staff/desk/figures/favorites?ex_prefix=  → CSV of every exhibitor of the exhibition with its favourites
 */
import * as v from 'valibot';
import { dateParam } from './desk';
import { exhibitionPrefixParam } from './query-params';

/** The longest run of registration days one figures call answers (a year, leap day included). */
export const FIGURES_MAX_DAYS = 366;
/** How many exhibitors the figures name; the CSV download has them all. */
export const FIGURES_TOP_EXHIBITORS = 50;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The figures' registration days in Moscow time, both included; absent, the 30 days up to today. */
export const DeskFiguresQuerySchema = v.pipe(
  v.object({
    ex_prefix: v.optional(exhibitionPrefixParam('ex_prefix')),
    from: v.optional(dateParam('from')),
    to: v.optional(dateParam('to')),
  }),
  v.forward(
    v.check((query) => !query.from || !query.to || query.from <= query.to, 'from must not be after to'),
    ['from'],
  ),
  v.forward(
    v.check(
      (query) => !query.from || !query.to || dayNumber(query.to) - dayNumber(query.from) < FIGURES_MAX_DAYS,
      `from and to may be at most ${FIGURES_MAX_DAYS} days apart`,
    ),
    ['to'],
  ),
);

export const FavoritesExportQuerySchema = v.object({ ex_prefix: v.optional(exhibitionPrefixParam('ex_prefix')) });

export const DeskFiguresSchema = v.object({
  ex_prefix: v.string(),
  /** The registration days answered (YYYY-MM-DD, Moscow), both included. */
  from: v.string(),
  to: v.string(),
  /** Visitor accounts created (accounts holding a staff role left out), one entry per day of the range, zeros included. */
  registrations: v.array(v.object({ day: v.string(), count: v.number() })),
  /** Accepted scans (entries and re-entries, refused tickets left out) per gate and hour, the hour's start in Moscow time. */
  check_ins: v.array(v.object({ hour: v.string(), gate: v.string(), count: v.number() })),
  favorites: v.object({
    /** Every exhibitor of the exhibition, favourited or not: the rows of the CSV download. */
    exhibitors: v.number(),
    /** The most favourited, most first, those with none left out. */
    top: v.array(v.object({ participant_id: v.string(), name: v.string(), count: v.number() })),
  }),
});
export type DeskFigures = v.InferOutput<typeof DeskFiguresSchema>;
