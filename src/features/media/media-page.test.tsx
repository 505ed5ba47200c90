import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GalleryCard, MediaYear } from '../../contract/photo-galleries';
import { renderWithApp } from '../../ui/testing/render-with-app';
import { MediaPage } from './media-page';

const gallery = (url: string, photos: number): GalleryCard => ({
  url,
  name: `Gallery ${url}`,
  date: '2025-11-09',
  location: 'Hall 1',
  photos_count: photos,
  previews: Array.from({ length: Math.min(photos, 2) }, (_, index) => ({ thumbnail: `/media/gallery/${url}-${index}-thumb.svg` })),
});

const YEARS: MediaYear[] = [
  { ex_prefix: 'ME26', year: 2026, galleries: [gallery('waiting', 0)] },
  { ex_prefix: 'ME25', year: 2025, galleries: [gallery('opening', 12), gallery('halls', 0), gallery('forum', 1)] },
];

describe('MediaPage', () => {
  it('lists only the galleries with photos, each with at most two previews', async () => {
    await renderWithApp(() => <MediaPage lang="en" years={YEARS} exPrefix="ME25" />, { path: '/en/media/ME25', lang: 'en' });
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Gallery opening', 'Gallery forum']);
    expect(screen.getByRole('link', { name: /Gallery opening/ }).querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Gallery forum/ }).textContent).toContain('1 photo');
    expect(screen.getByRole('link', { name: '2025' }).getAttribute('aria-current')).toBe('page');
  });

  it('says there are no galleries for a year whose galleries all wait for photos', async () => {
    await renderWithApp(() => <MediaPage lang="ru" years={YEARS} exPrefix="ME26" />, { path: '/ru/media/ME26', lang: 'ru' });
    expect(screen.getByText('Фотогалерей пока нет')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: /^20\d\d$/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/ru/media/ME26',
      '/ru/media/ME25',
    ]);
  });
});
