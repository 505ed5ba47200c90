/**
 * GET /participants/ (the exhibitor catalogue), GET /participants/filters and the query both take
 * (spec §3 "Participant", "Country", "Topic category"; §7).
 */
import * as v from 'valibot';
import { exhibitionPrefixParam } from './query-params';
import { TopicSchema } from './topics';

/** Well-formed but unknown prefixes are a 404 from the server, malformed ones a 400 here. */
const ExPrefixSchema = exhibitionPrefixParam('ex_prefix');

/** Country and topic ids (one_cid) as they appear in the filters response. */
export const CatalogueCidSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a list of ids such as T-101'));

/** More values than there are countries and topics together is a broken or hostile URL. */
export const MAX_FILTER_VALUES = 100;

/** Query of GET /participants/: repeated (or comma-separated) countries and topics. */
export const ParticipantsQuerySchema = v.object({
  ex_prefix: v.optional(ExPrefixSchema),
  countries: v.pipe(v.array(CatalogueCidSchema), v.maxLength(MAX_FILTER_VALUES, 'too many countries')),
  topics: v.pipe(v.array(CatalogueCidSchema), v.maxLength(MAX_FILTER_VALUES, 'too many topics')),
});

/** Query of calls that take only the exhibition (filters, events, favourites lists). */
export const ExPrefixQuerySchema = v.object({ ex_prefix: v.optional(ExPrefixSchema) });

export const ParticipantSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  short_title: v.string(),
  full_title: v.string(),
  logo_for_ecatalog: v.nullable(v.string()),
  show_logo_for_ecatalog: v.boolean(),
  is_text_bold: v.boolean(),
  stands: v.array(v.string()),
  /** The stands joined with ', ', as the printed catalogue shows them. */
  stand: v.string(),
  address: v.string(),
  phone_number: v.string(),
  website: v.string(),
  email: v.string(),
  text: v.string(),
  /** The exhibitor's country, as countries[].one_cid of GET /participants/filters (null: not given). */
  country_cid: v.nullable(v.string()),
  /** The exhibitor's topics, as topic_categories[].topics[].one_cid of GET /participants/filters. */
  topic_cids: v.array(v.string()),
  added_to_favorite: v.boolean(),
});
export type Participant = v.InferOutput<typeof ParticipantSchema>;

/** The whole catalogue of one exhibition, sorted by short_title; a plain array (one page). */
export const ParticipantsResponseSchema = v.array(ParticipantSchema);

export const CountrySchema = v.object({ one_cid: v.string(), name: v.string(), count: v.number() });

export const TopicCategorySchema = v.object({ one_cid: v.string(), name: v.string(), topics: v.array(TopicSchema) });
export type TopicCategory = v.InferOutput<typeof TopicCategorySchema>;

/** Only the countries and topics of that exhibition's participants, so no filter option yields nothing. */
export const ParticipantFiltersSchema = v.object({
  exhibition_name: v.string(),
  countries: v.array(CountrySchema),
  topic_categories: v.array(TopicCategorySchema),
});
export type ParticipantFilters = v.InferOutput<typeof ParticipantFiltersSchema>;
