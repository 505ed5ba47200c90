/** Site configuration, menus and languages (spec §3 "Menu", "Language", "Site config"). */
import * as v from 'valibot';
import { LangSchema } from './common';

export const MenuSubitemSchema = v.object({
  id: v.number(),
  name: v.string(),
  url: v.string(),
  is_direct_link: v.optional(v.boolean(), false),
  icon: v.optional(v.nullable(v.string()), null),
});

export const MenuItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  url: v.string(),
  is_direct_link: v.boolean(),
  icon: v.optional(v.nullable(v.string()), null),
  subitems: v.array(MenuSubitemSchema),
});
export type MenuItem = v.InferOutput<typeof MenuItemSchema>;

export const MenuSchema = v.object({
  language: v.object({ code: LangSchema }),
  logo: v.string(),
  items: v.array(MenuItemSchema),
});

export const LanguageSchema = v.object({
  code: LangSchema,
  full_name: v.string(),
  icon: v.string(),
});
export type Language = v.InferOutput<typeof LanguageSchema>;

export const MainPageInfoSchema = v.object({
  banner: v.string(),
  banner_video: v.nullable(v.string()),
  participants_count: v.number(),
  visitors_count: v.number(),
  total_area_count: v.number(),
  events_count: v.number(),
  events_hour_count: v.number(),
  events_speaker_count: v.number(),
  events_organizers_count: v.number(),
  events_delegates_count: v.number(),
  image_participants_1: v.nullable(v.string()),
  image_participants_2: v.nullable(v.string()),
  image_participants_3: v.nullable(v.string()),
  image_visitors_1: v.nullable(v.string()),
  image_visitors_2: v.nullable(v.string()),
  image_visitors_3: v.nullable(v.string()),
  image_visitors_4: v.nullable(v.string()),
  image_area_1: v.nullable(v.string()),
  image_area_2: v.nullable(v.string()),
  image_area_3: v.nullable(v.string()),
  image_events: v.nullable(v.string()),
});
export type MainPageInfo = v.InferOutput<typeof MainPageInfoSchema>;

/** The spec's "site config": the current exhibition of the site type, with the language list. */
export const CurrentExhibitionSchema = v.object({
  prefix_contract: v.string(),
  registration_available: v.boolean(),
  /** ISO 8601 with offset; the client's date helper also reads the legacy DD.MM.YYYY HH:mm:ss. */
  date_start: v.string(),
  date_end: v.string(),
  full_name_ru: v.string(),
  full_name_en: v.string(),
  location_ru: v.string(),
  location_en: v.string(),
  name_ru: v.string(),
  name_en: v.string(),
  name_zh: v.string(),
  menu: v.array(v.object({ code: LangSchema, flag: v.string(), full_name: v.string() })),
  type: v.object({ name: v.string(), main_page_info: MainPageInfoSchema }),
});
export type CurrentExhibition = v.InferOutput<typeof CurrentExhibitionSchema>;

export const FooterInfoSchema = v.object({
  postal_code: v.string(),
  address: v.string(),
  email: v.string(),
  phone: v.string(),
  social: v.array(v.object({ name: v.string(), url: v.string(), icon: v.string() })),
});

/** GET /api/public/site/: everything the shell needs before the first render, in one call. */
export const SiteResponseSchema = v.object({
  site_config: CurrentExhibitionSchema,
  menu: MenuSchema,
  languages: v.array(LanguageSchema),
  footer: FooterInfoSchema,
});
export type SiteResponse = v.InferOutput<typeof SiteResponseSchema>;
