/**
 * The <img> attributes of a stored picture: the fallback as src, the WebP sizes as srcSet and the box's
 * rendered width as sizes, so the browser fetches the smallest WebP that fills the box sharply
 * (src/contract/media.ts names the files). A path the store did not write (an icon, an outside URL) is
 * shown as it is.
 */
import { pictureSources } from '../contract/media';

export type PictureProps = { src: string; srcSet?: string; sizes?: string };

export function pictureProps(path: string, sizes: string): PictureProps {
  const { src, srcSet } = pictureSources(path);
  return srcSet ? { src, srcSet, sizes } : { src };
}
