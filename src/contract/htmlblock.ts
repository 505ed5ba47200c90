/** GET /htmlblock/: texts and links of the home page and the countdown block (spec §3 "Html block"). */
import * as v from 'valibot';

export const HtmlBlockSchema = v.object({
  exhibition_title: v.string(),
  buttons: v.array(v.object({ text: v.string(), link: v.string() })),
  location: v.string(),
  contest_text: v.string(),
  about_exhibition_details_link: v.string(),
  about_exhibition_details_text: v.string(),
  about_exhibition_participants_link: v.string(),
  about_exhibition_participants_text: v.string(),
  program_details_link: v.string(),
  program_details_text: v.string(),
  header_title: v.string(),
  participants_text: v.string(),
  registration_text: v.string(),
});
export type HtmlBlock = v.InferOutput<typeof HtmlBlockSchema>;
