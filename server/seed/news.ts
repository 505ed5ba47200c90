/**
 * News of the last fourteen months before the demo's "today" (late November 2026): the run-up to, the days
 * of and the results of the 2025 and 2026 shows, and the start of the 2027 campaign. Items are inserted
 * oldest first, so the serial id of each equals its drawing's number.
 */
import { news } from '../db/schema';
import type { SeedTx } from './index';
import type { NewsSubject } from './drawings/pictures';
import { storedAll, type SeedPictures } from './pictures';
import { L } from './localized';
import { NEWS_2025 } from './news-2025';
import { NEWS_2026_AUTUMN } from './news-2026-autumn';
import { NEWS_2026_SPRING } from './news-2026-spring';
import { EX_TYPE } from './site';

/** One language of a news item; body entries are paragraphs, or ready HTML when they start with "<". */
export type NewsText = { title: string; lead: string; caption: string; body: string[] };
/**
 * `picture` is what the item's picture shows (drawings/pictures.ts), and its captions say so: a caption
 * names only what is drawn (news-captions.test.ts). A medal may name its contest (`medal-ingot`).
 */
export type NewsSeed = { at: string; picture: NewsSubject | `medal-${string}`; ru: NewsText; en: NewsText; zh: NewsText };

/** The drawing of an item's picture, numbered as the item's serial id. */
export const newsPictureName = (item: NewsSeed, index: number) => `${index + 1}-${item.picture}`;

const html = (body: string[]) => body.map((part) => (part.startsWith('<') ? part : `<p>${part}</p>`)).join('');

/** Every demo news item, oldest first (the order they are inserted in). */
export const demoNews = () => [...NEWS_2025, ...NEWS_2026_SPRING, ...NEWS_2026_AUTUMN].sort((a, b) => a.at.localeCompare(b.at));

export async function seedNews(tx: SeedTx, pictures: SeedPictures) {
  const items = demoNews();
  const images = await storedAll(
    pictures,
    items.map((item, index) => `/media/news/${newsPictureName(item, index)}.svg`),
  );
  await tx.insert(news).values(
    items.map((item, index) => ({
      exType: EX_TYPE,
      // The id an organiser's file would give it: the export names each item's file after it.
      externalId: `${item.at.slice(0, 10)}-${String(index + 1).padStart(3, '0')}`,
      publishDatetime: new Date(`${item.at}+03:00`),
      // One stored picture serves both: the preview's small size comes from its srcset.
      image: images[index] ?? '',
      preview: images[index] ?? '',
      title: L(item.ru.title, item.en.title, item.zh.title),
      announcement: L(item.ru.lead, item.en.lead, item.zh.lead),
      imageTitle: L(item.ru.caption, item.en.caption, item.zh.caption),
      text: L(html(item.ru.body), html(item.en.body), html(item.zh.body)),
    })),
  );
}
