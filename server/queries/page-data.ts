/**
 * The JSON columns that reach the client as page data (the site type's main_page_info, the html blocks)
 * are checked with their contract schemas when written and when read: the client parses every answer
 * with the same schemas, so one bad row would otherwise fail in the browser as a blank site.
 *
 * On read the two differ on purpose. The html block feeds only the home page, so a bad one answers the
 * error envelope (500, naming the block and the bad field) for that call alone, while /site still answers.
 * main_page_info is part of /site, which the whole shell waits for: a bad one is logged with the same
 * clear message and replaced by neutral figures (no banner, zero counts), so the site stays usable.
 */
import * as v from 'valibot';
import { HtmlBlockSchema, type HtmlBlock } from '../../src/contract/htmlblock';
import { MainPageInfoSchema, type MainPageInfo } from '../../src/contract/site';
import { ApiError } from '../http/errors';
import type { Logger } from '../log';

/** "exhibition_title: Invalid type: Expected string but received 42" for the first issue (and a count). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const [first] = issues;
  if (!first) return 'invalid';
  const where = v.getDotPath(first) ?? '(root)';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `${where}: ${first.message}${more}`;
}

/** For write paths (seed, imports): throws with the block named, so a bad value never reaches the table. */
export function checkedPageData<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown, what: string): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new Error(`Invalid ${what}: ${describeIssues(result.issues)}`);
  return result.output;
}

export const checkedHtmlBlock = (value: unknown, exType: string, lang: string): HtmlBlock =>
  checkedPageData(HtmlBlockSchema, value, `html block ${exType}/${lang}`);

export const checkedMainPageInfo = (value: unknown, exType: string): MainPageInfo =>
  checkedPageData(MainPageInfoSchema, value, `main_page_info of site type ${exType}`);

/** Read side of the html block: the parsed block, or the error envelope for this block only. */
export function readHtmlBlock(value: unknown, exType: string, lang: string): HtmlBlock {
  const result = v.safeParse(HtmlBlockSchema, value);
  if (result.success) return result.output;
  const message = `Html block ${exType}/${lang} is invalid: ${describeIssues(result.issues)}`;
  // app.ts logs this 500 with the request's id.
  throw new ApiError('InternalError', message, { detail: message, block: 'htmlblock' });
}

/** Neutral home-page figures: the banner component draws no image for '' and the counters show 0. */
export const EMPTY_MAIN_PAGE_INFO: MainPageInfo = {
  banner: '',
  banner_video: null,
  participants_count: 0,
  visitors_count: 0,
  total_area_count: 0,
  events_count: 0,
  events_hour_count: 0,
  events_speaker_count: 0,
  events_organizers_count: 0,
  events_delegates_count: 0,
  image_participants_1: null,
  image_participants_2: null,
  image_participants_3: null,
  image_visitors_1: null,
  image_visitors_2: null,
  image_visitors_3: null,
  image_visitors_4: null,
  image_area_1: null,
  image_area_2: null,
  image_area_3: null,
  image_events: null,
};

/** Read side of main_page_info: the parsed value, or (logged) the neutral figures so the shell still renders. */
export function readMainPageInfo(value: unknown, exType: string, log: Logger): MainPageInfo {
  const result = v.safeParse(MainPageInfoSchema, value);
  if (result.success) return result.output;
  log.error(`main_page_info of site type ${exType} is invalid: ${describeIssues(result.issues)}; serving neutral figures`);
  return EMPTY_MAIN_PAGE_INFO;
}
