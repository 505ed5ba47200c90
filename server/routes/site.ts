/** GET /site/ (the shell's one start-up call) and GET /current_exhibition/. */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SiteResponse } from '../../src/contract/site';
import { menus, siteTypes } from '../db/schema';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { pick } from '../http/localize';
import { listLanguages, loadCurrentExhibition } from '../queries/site';

export const siteRoutes = new Hono<AppEnv>()
  .get('/site', async (c) => {
    const { db, log } = c.var.deps;
    const { lang, exType } = c.var;
    const [siteConfig, [menu], [type], langs] = await Promise.all([
      loadCurrentExhibition(db, exType, log),
      db
        .select()
        .from(menus)
        .where(and(eq(menus.exType, exType), eq(menus.lang, lang)))
        .limit(1),
      db.select().from(siteTypes).where(eq(siteTypes.name, exType)).limit(1),
      listLanguages(db),
    ]);
    if (!menu || !type) throw notFound('Site menu');
    const body: SiteResponse = {
      // A bad main_page_info must not blank the whole shell: loadCurrentExhibition checks and, if need be, neutralises it.
      site_config: siteConfig,
      menu: { language: { code: lang }, logo: menu.logo, items: menu.items },
      languages: langs,
      footer: { ...type.footer, address: pick(type.footer.address, lang) },
    };
    return c.json(body);
  })
  .get('/current_exhibition', async (c) => c.json(await loadCurrentExhibition(c.var.deps.db, c.var.exType, c.var.deps.log)));
