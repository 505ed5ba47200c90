/** CMS pages served by /html_pages/detail/: the menu's "about", "conditions", "how-to-get", and "privacy". */
import { htmlPages } from '../db/schema';
import type { SeedTx } from './index';
import { ABOUT, CONDITIONS } from './pages-about';
import { HOW_TO_GET, PRIVACY } from './pages-visit';
import { EX_TYPE } from './site';

// The bodies are written as readable multi-line HTML; the line breaks between tags carry no meaning.
const compact = (html: string) => html.replace(/>\n</g, '><');

export async function seedPages(tx: SeedTx) {
  const pages = { about: ABOUT, conditions: CONDITIONS, 'how-to-get': HOW_TO_GET, privacy: PRIVACY };
  await tx.insert(htmlPages).values(
    Object.entries(pages).map(([url, page]) => ({
      exType: EX_TYPE,
      url,
      title: page.title,
      body: { ru: compact(page.body.ru), en: compact(page.body.en), zh: compact(page.body.zh) },
    })),
  );
}
