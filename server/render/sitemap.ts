/**
 * /sitemap.xml: every public page in the three languages, each with its ru/en/zh alternates and a
 * `lastmod`: a news item's publication, a gallery's date, otherwise the time the site's content last
 * changed (content-version.ts). Read straight from the tables the API reads, with the API's own rules
 * (only galleries with photos, only laureate years with a page of their own, only written CMS pages).
 */
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { LANGS, type Lang } from '../../src/contract/common';
import { NEWS_PAGE_SIZE } from '../../src/contract/news';
import type { Db } from '../db/connect';
import { contestLaureates, contests, events, exhibitions, htmlPages, news, participants, photoGalleries } from '../db/schema';

type Entry = { path: string; lastmod: Date; onlyIn?: readonly Lang[] };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

export async function sitemapEntries(db: Db, { exType, changedAt, now }: { exType: string; changedAt: Date; now: Date }): Promise<Entry[]> {
  const [newsRows, contestRows, laureateRows, exhibitionRows, galleryRows, pageRows] = await Promise.all([
    db
      .select({ id: news.id, published: news.publishDatetime })
      .from(news)
      // A news item dated later is not published yet: no page of it to list.
      .where(and(eq(news.exType, exType), lte(news.publishDatetime, now)))
      .orderBy(desc(news.publishDatetime), desc(news.id)),
    db.select({ url: contests.url }).from(contests).where(eq(contests.exType, exType)).orderBy(asc(contests.position), asc(contests.url)),
    db
      .select({ url: contestLaureates.contestUrl, year: contestLaureates.year })
      .from(contestLaureates)
      .where(and(eq(contestLaureates.exType, exType), eq(contestLaureates.isRedirectLink, false)))
      // Every list in a stated order: the rows' order on disk differs between two databases of one site.
      .orderBy(asc(contestLaureates.contestUrl), asc(contestLaureates.year)),
    db
      .select({
        prefix: exhibitions.prefixContract,
        isCurrent: exhibitions.isCurrent,
        hasRelease: sql<boolean>`coalesce(${exhibitions.pressReleaseText}->>'ru', '') <> ''`,
        hasParticipants: sql<boolean>`exists (select 1 from ${participants} where ${participants.exPrefix} = ${exhibitions.prefixContract})`,
        hasEvents: sql<boolean>`exists (select 1 from ${events} where ${events.exPrefix} = ${exhibitions.prefixContract})`,
      })
      .from(exhibitions)
      .where(eq(exhibitions.exType, exType))
      .orderBy(desc(exhibitions.dateStart)),
    db
      .select({ url: photoGalleries.url, prefix: photoGalleries.exPrefix, date: photoGalleries.date })
      .from(photoGalleries)
      .innerJoin(exhibitions, eq(photoGalleries.exPrefix, exhibitions.prefixContract))
      .where(and(eq(exhibitions.exType, exType), sql`jsonb_array_length(${photoGalleries.photos}) > 0`))
      .orderBy(asc(photoGalleries.date), asc(photoGalleries.url)),
    db
      .select({ url: htmlPages.url, body: htmlPages.body })
      .from(htmlPages)
      .where(and(eq(htmlPages.exType, exType), isNotNull(htmlPages.body)))
      .orderBy(asc(htmlPages.url)),
  ]);

  const latestNews = newsRows[0]?.published ?? changedAt;
  const newsPages = Math.max(1, Math.ceil(newsRows.length / NEWS_PAGE_SIZE));
  const current = exhibitionRows.find((row) => row.isCurrent);
  const mediaYears = new Map<string, Date>();
  for (const gallery of galleryRows) {
    const date = new Date(`${gallery.date}T00:00:00+03:00`);
    const known = mediaYears.get(gallery.prefix);
    if (!known || known < date) mediaYears.set(gallery.prefix, date);
  }

  return [
    { path: '', lastmod: changedAt },
    { path: '/news', lastmod: latestNews },
    ...Array.from({ length: newsPages - 1 }, (_, index) => ({ path: `/news/page/${index + 2}`, lastmod: latestNews })),
    ...newsRows.map((row) => ({ path: `/news/detail/${row.id}`, lastmod: row.published })),
    { path: '/contests', lastmod: changedAt },
    ...contestRows.map((row) => ({ path: `/contests/${row.url}`, lastmod: changedAt })),
    ...laureateRows.map((row) => ({ path: `/contests/${row.url}/${row.year}`, lastmod: changedAt })),
    { path: '/reviews', lastmod: changedAt },
    { path: '/partners', lastmod: changedAt },
    { path: '/contacts', lastmod: changedAt },
    { path: '/history', lastmod: changedAt },
    ...(current?.hasRelease ? [{ path: '/pressrelease', lastmod: changedAt }] : []),
    ...exhibitionRows
      .filter((row) => !row.isCurrent && row.hasRelease)
      .map((row) => ({ path: `/pressrelease/${row.prefix}`, lastmod: changedAt })),
    ...(current?.hasParticipants ? [{ path: '/exhibition/participants', lastmod: changedAt }] : []),
    ...(current?.hasEvents ? [{ path: '/exhibition/program', lastmod: changedAt }] : []),
    ...(current?.hasParticipants ? [{ path: '/exhibition/map', lastmod: changedAt }] : []),
    ...exhibitionRows
      .filter((row) => !row.isCurrent && row.hasParticipants)
      .map((row) => ({ path: `/exhibition/participants/${row.prefix}`, lastmod: changedAt })),
    ...exhibitionRows
      .filter((row) => !row.isCurrent && row.hasEvents)
      .map((row) => ({ path: `/exhibition/program/${row.prefix}`, lastmod: changedAt })),
    ...[...mediaYears].map(([prefix, date]) => ({ path: `/media/${prefix}`, lastmod: date })),
    ...galleryRows.map((row) => ({ path: `/media/photo/${row.url}`, lastmod: new Date(`${row.date}T00:00:00+03:00`) })),
    ...pageRows.flatMap((row) => {
      const written = LANGS.filter((lang) => (row.body[lang] ?? '').trim() !== '');
      return written.length ? [{ path: `/${row.url}`, lastmod: changedAt, onlyIn: written }] : [];
    }),
  ];
}

export async function sitemapXml(db: Db, opts: { origin: string; exType: string; changedAt: Date; now: Date }): Promise<string> {
  const entries = await sitemapEntries(db, opts);
  const urls = entries.flatMap((entry) => {
    const langs = entry.onlyIn ?? LANGS;
    const alternates = langs
      .map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(`${opts.origin}/${lang}${entry.path}`)}"/>`)
      .join('');
    return langs.map(
      (lang) =>
        `<url><loc>${escapeXml(`${opts.origin}/${lang}${entry.path}`)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod>${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
