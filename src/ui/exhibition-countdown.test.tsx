import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../contract/common';
import { ExhibitionCountdown } from './exhibition-countdown';
import { renderWithApp } from './testing/render-with-app';

const buttons = [
  { text: 'Получить билет', link: '/ru/registration' },
  { text: 'Стать участником', link: '/ru/application' },
];

const START = '2027-11-09T10:00:00+03:00';
const END = '2027-11-12T16:00:00+03:00';
const DAY_MS = 24 * 3600_000;
/** A moment `days` calendar days before the opening, in the venue's morning. */
const daysBefore = (days: number) => new Date(Date.parse('2027-11-09T09:00:00+03:00') - days * DAY_MS);

const TITLES: Record<Lang, string> = { ru: 'До начала выставки', en: 'Until the exhibition opens', zh: '距展会开幕' };

async function renderCountdown(lang: Lang, now: Date) {
  await renderWithApp(() => <ExhibitionCountdown lang={lang} location="" startDate={START} endDate={END} buttons={[]} now={now} />, {
    lang,
    path: `/${lang}`,
  });
  const title = await screen.findByRole('heading', { name: TITLES[lang] });
  return title.closest('section')!;
}

describe('ExhibitionCountdown', () => {
  afterEach(cleanup);

  it('shows the days left with the Russian word form, the dates, the location and the buttons', async () => {
    await renderWithApp(() => (
      <ExhibitionCountdown
        lang="ru"
        location="Москва, МВЦ «Северный»"
        startDate={START}
        endDate={END}
        buttons={buttons}
        now={daysBefore(2)}
      />
    ));
    const title = await screen.findByRole('heading', { name: 'До начала выставки' });
    expect(title.closest('section')!.textContent).toContain('2 дня');
    expect(screen.getByText('09 – 12 ноября')).toBeTruthy();
    expect(screen.getByText('Москва, МВЦ «Северный»')).toBeTruthy();
    const [first, second] = screen.getAllByRole('link');
    expect(first!.className).toContain('btn-primary');
    expect(second!.className).toContain('btn-secondary');
    expect(second!.getAttribute('href')).toBe('/ru/application');
  });

  it.each([
    [0, 'дней'],
    [1, 'день'],
    [2, 'дня'],
    [5, 'дней'],
    [11, 'дней'],
    [21, 'день'],
    [22, 'дня'],
    [25, 'дней'],
  ])('says %i %s in Russian', async (days, word) => {
    const block = await renderCountdown('ru', daysBefore(days));
    expect(block.querySelector('p')!.textContent).toBe(`${days} ${word}`);
  });

  it.each([
    [0, 'days'],
    [1, 'day'],
    [2, 'days'],
    [5, 'days'],
    [11, 'days'],
    [21, 'days'],
    [22, 'days'],
    [25, 'days'],
  ])('says %i %s in English', async (days, word) => {
    const block = await renderCountdown('en', daysBefore(days));
    expect(block.querySelector('p')!.textContent).toBe(`${days} ${word}`);
  });

  it.each([0, 1, 2, 5, 11, 21, 22, 25])('says %i 天 in Chinese, which has one form', async (days) => {
    const block = await renderCountdown('zh', daysBefore(days));
    expect(block.querySelector('p')!.textContent).toBe(`${days} 天`);
  });

  it('writes the dates month first in Chinese', async () => {
    const block = await renderCountdown('zh', daysBefore(3));
    expect(block.textContent).toContain('11月9日–12日');
    expect(block.textContent).not.toMatch(/[А-Яа-яA-Za-z]/);
  });

  it('shows zero days, not a negative count, once the exhibition has started', async () => {
    const block = await renderCountdown('en', new Date('2027-11-11T12:00:00+03:00'));
    expect(block.querySelector('p')!.textContent).toBe('0 days');
    cleanup();
    const after = await renderCountdown('ru', new Date('2028-02-01T12:00:00+03:00'));
    expect(after.querySelector('p')!.textContent).toBe('0 дней');
  });
});
