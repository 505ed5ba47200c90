/**
 * The news routes' loading rules (spec §2, §8): a page past the end ('Invalid page' from the API) sends
 * the visitor to page 1, replacing the broken entry in history; an unknown item is the not-found page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { isApiError } from '../../api/errors';
import { isInvalidPageError, newsDetailQueryOptions, newsListQueryOptions } from '../../api/news';
import type { Lang } from '../../contract/common';

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

export async function loadNewsDetail(queryClient: QueryClient, lang: Lang, idParam: string) {
  const id = newsIdFromParam(idParam);
  if (id === null) throw notFound();
  try {
    const item = await queryClient.ensureQueryData(newsDetailQueryOptions(lang, id));
    // What the head needs (title, lead, picture, date); the body stays in the query cache only.
    return { title: item.title, announcement: item.announcement, image: item.image, imageTitle: item.image_title, published: item.publish_datetime };
  } catch (error) {
    if (isApiError(error, 'EntityNotFound') || (isApiError(error) && error.status === 404)) throw notFound();
    throw error;
  }
}
