import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExhibitionCountdown } from './exhibition-countdown';
import { renderWithApp } from './testing/render-with-app';

const buttons = [
  { text: 'Получить билет', link: '/ru/registration' },
  { text: 'Стать участником', link: '/ru/application' },
];

describe('ExhibitionCountdown', () => {
  it('shows the days left with the Russian word form, the dates, the location and the buttons', async () => {
    await renderWithApp(() => (
      <ExhibitionCountdown
        lang="ru"
        location="Москва, МВЦ «Северный»"
        startDate="2027-11-09T10:00:00+03:00"
        endDate="2027-11-12T16:00:00+03:00"
        buttons={buttons}
        now={new Date('2027-11-07T09:00:00+03:00')}
      />
    ));
    const title = await screen.findByRole('heading', { name: 'До начала выставки' });
    expect(title.closest('section')!.textContent).toContain('2 дня');
    expect(screen.getByText('09 - 12 ноября')).toBeTruthy();
    expect(screen.getByText('Москва, МВЦ «Северный»')).toBeTruthy();
    const [first, second] = screen.getAllByRole('link');
    expect(first!.className).toContain('btn-primary');
    expect(second!.className).toContain('btn-secondary');
    expect(second!.getAttribute('href')).toBe('/ru/application');
  });

  it('shows zero days, not a negative count, once the exhibition has started', async () => {
    await renderWithApp(
      () => (
        <ExhibitionCountdown lang="en" location="" startDate="2027-11-09T10:00:00+03:00" endDate="2027-11-12T16:00:00+03:00" buttons={[]} now={new Date('2027-11-11T12:00:00+03:00')} />
      ),
      { lang: 'en' },
    );
    const title = await screen.findByRole('heading', { name: 'Until the exhibition opens' });
    expect(title.closest('section')!.textContent).toContain('0 days');
  });
});
