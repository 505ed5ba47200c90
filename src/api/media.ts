/** Photo galleries (spec §3 "Media year entry", "Gallery"): the years with their gallery cards, and one gallery. */
import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { GalleryDetailSchema, MediaYearsResponseSchema } from '../contract/photo-galleries';
import { api } from './client';
import { queryKey } from './query-keys';

// Galleries are added after each exhibition, a few times a year: an hour keeps year switching instant.
const MEDIA_STALE_MS = 60 * 60 * 1000;

export const mediaYearsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: queryKey('photo-galleries', lang),
    queryFn: () => api.request('/photo_galleries/', { lang, schema: MediaYearsResponseSchema, anonymous: true }),
    staleTime: MEDIA_STALE_MS,
  });

export const galleryQueryOptions = (lang: Lang, url: string) =>
  queryOptions({
    queryKey: queryKey('photo-gallery', lang, url),
    queryFn: () => api.request('/photo_galleries/detail/', { lang, schema: GalleryDetailSchema, query: { url }, anonymous: true }),
    staleTime: MEDIA_STALE_MS,
  });
