import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, parseStoredPicture, pictureAt, pictureSources } from './media';

const LOGO = '/media/logo/0123456789abcdef.png';

describe('pictureSources', () => {
  it('names a WebP for every width of the use, with the fallback as src', () => {
    expect(pictureSources(LOGO)).toEqual({
      src: LOGO,
      srcSet: PICTURE_WIDTHS.logo.map((w) => `/media/logo/0123456789abcdef-${w}.webp ${w}w`).join(', '),
    });
  });

  it.each([
    '/media/logo/0123456789abcdef.svg',
    '/icons/segments/ferrous.svg',
    'https://cdn.example/logo.png',
    '/media/unknown/0123456789abcdef.png',
    '/media/logo/0123456789abcdef-64.webp',
    '/media/logo/short.png',
  ])('leaves %s as it is (an SVG, or not a stored picture)', (path) => {
    expect(pictureSources(path)).toEqual({ src: path });
  });
});

describe('pictureAt and parseStoredPicture', () => {
  it('picks the smallest stored width not below the one asked for, else the largest', () => {
    expect(pictureAt(LOGO, 100)).toBe('/media/logo/0123456789abcdef-128.webp');
    expect(pictureAt(LOGO, 64)).toBe('/media/logo/0123456789abcdef-64.webp');
    expect(pictureAt(LOGO, 5000)).toBe('/media/logo/0123456789abcdef-256.webp');
    expect(pictureAt('/banner.jpg', 800)).toBe('/banner.jpg');
  });

  it('reads the use, hash and format of a stored path', () => {
    expect(parseStoredPicture('/media/gallery/fedcba9876543210.jpg')).toEqual({ use: 'gallery', hash: 'fedcba9876543210', ext: 'jpg' });
    expect(parseStoredPicture('/media/gallery/fedcba9876543210.gif')).toBeNull();
  });
});
