/**
 * The news routes' loading rules (spec §2, §8): a page past the end ('Invalid page' from the API) sends
 * the visitor to page 1, replacing the broken entry in history; an unknown item is the not-found page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { isApiError } from '../../api/errors';
import { isInvalidPageError, newsDetailQueryOptions, newsListQueryOptions } from '../../api/news';
import type { Lang } from '../../contract/common';
import type { PageInfo } from '../../lib/page-title';

export async function loadNewsPage(queryClient: QueryClient, lang: Lang, page: number) {
  try {
    await queryClient.ensureQueryData(newsListQueryOptions(lang, page));
  } catch (error) {
    // 302: the page may exist again once more news is published.
    if (page > 1 && isInvalidPageError(error)) throw redirect({ to: '/$lang/news', params: { lang }, replace: true, statusCode: 302 });
    throw error;
  }
}

/** A news id from the URL: a positive integer, or null for anything else (which no item can have). */
export function newsIdFromParam(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The news item's head: title, lead, picture, date and its NewsArticle; the body stays in the query cache. */
export async function loadNewsDetail(
  queryClient: QueryClient,
  lang: Lang,
  idParam: string,
  site: { origin: string; url: string },
): Promise<PageInfo> {
  const id = newsIdFromParam(idParam);
  if (id === null) throw notFound();
  try {
    const item = await queryClient.ensureQueryData(newsDetailQueryOptions(lang, id));
    return {
      title: item.title,
      description: item.announcement,
      image: item.image ? { url: item.image, alt: item.image_title || item.title } : undefined,
      type: 'article',
      published: item.publish_datetime,
      // Only the server's HTML carries structured data (lib/structured-data.ts); the browser never loads the module.
      jsonLd: import.meta.env.SSR
        ? await import('../../lib/structured-data').then((data) => [
            data.newsArticleData(site.origin, lang, site.url, {
              title: item.title,
              announcement: item.announcement,
              image: item.image,
              published: item.publish_datetime,
            }),
          ])
        : undefined,
    };
  } catch (error) {
    if (isApiError(error, 'EntityNotFound') || (isApiError(error) && error.status === 404)) throw notFound();
    throw error;
  }
}
