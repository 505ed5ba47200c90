/** GET /photo_galleries/ and /photo_galleries/detail/ (spec §3 "Media year entry", "Gallery"). */
import * as v from 'valibot';
import { slugParam } from './query-params';

/** How many preview thumbnails a gallery card shows. */
export const GALLERY_PREVIEWS = 2;

export const GalleryPhotoSchema = v.object({ thumbnail: v.string(), image: v.string() });

export const GalleryCardSchema = v.object({
  url: v.string(),
  name: v.string(),
  /** YYYY-MM-DD. */
  date: v.string(),
  location: v.string(),
  /** Galleries without photos are sent too; the client hides them. */
  photos_count: v.number(),
  previews: v.array(v.object({ thumbnail: v.string() })),
});
export type GalleryCard = v.InferOutput<typeof GalleryCardSchema>;

export const MediaYearSchema = v.object({ ex_prefix: v.string(), year: v.number(), galleries: v.array(GalleryCardSchema) });
export type MediaYear = v.InferOutput<typeof MediaYearSchema>;

/** Newest year first. */
export const MediaYearsResponseSchema = v.array(MediaYearSchema);

export const GalleryDetailSchema = v.object({
  ...GalleryCardSchema.entries,
  /** The exhibition the gallery belongs to, for the back link to its year. */
  ex_prefix: v.string(),
  year: v.number(),
  photos: v.array(GalleryPhotoSchema),
});
export type GalleryDetail = v.InferOutput<typeof GalleryDetailSchema>;

export const GalleryQuerySchema = v.object({ url: slugParam('url') });
