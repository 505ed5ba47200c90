import { act, fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Participant } from '../../contract/participants';
import { renderWithApp } from '../../ui/testing/render-with-app';
import { StandSheet, type StandSheetHandle } from './stand-sheet';

const exhibitor = (id: string, short: string, stand: string) =>
  ({ id, short_title: short, full_title: `${short} LLC`, stands: [stand] }) as unknown as Participant;

const exhibitors = new Map<string, readonly Participant[]>([
  ['2F55', [exhibitor('1', 'Steelworks', '2F55')]],
  ['2F57', [exhibitor('2', 'Alpha', '2F57'), exhibitor('3', 'Beta', '2F57')]],
]);

async function renderSheet(catalogueReady = true) {
  const ref = createRef<StandSheetHandle>();
  const onRoute = vi.fn();
  const onMore = vi.fn();
  await renderWithApp(() => (
    <StandSheet
      ref={ref}
      exhibitors={exhibitors}
      catalogueReady={catalogueReady}
      hallName="Павильон 2"
      favouriteIds={new Set()}
      onToggleFavourite={() => undefined}
      onRoute={onRoute}
      onMore={onMore}
    />
  ));
  return { ref, onRoute, onMore };
}

describe('StandSheet', () => {
  it('is mounted closed, and opens on a stand with its hall, exhibitor, route, star and “Подробнее”', async () => {
    const { ref, onMore } = await renderSheet();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => ref.current!.open('2F55'));
    const sheet = screen.getByRole('dialog', { name: 'Стенд 2F55' });
    // A non-modal dialog: the page behind stays usable.
    expect(sheet.getAttribute('aria-modal')).toBeNull();
    expect(sheet.textContent).toContain('Павильон 2');
    expect(sheet.textContent).toContain('Steelworks');
    expect(screen.getByRole('button', { name: 'Маршрут сюда' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'В избранное: Steelworks' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Подробнее' }));
    expect(onMore).toHaveBeenCalledWith('2F55');
  });

  it('names every exhibitor of a shared stand and offers no single star', async () => {
    const { ref } = await renderSheet();
    act(() => ref.current!.open('2F57'));
    expect(screen.getByRole('dialog', { name: 'Стенд 2F57' }).textContent).toContain('Alpha, Beta');
    expect(screen.queryByRole('button', { name: /^В избранное/ })).toBeNull();
  });

  it('says a free stand is free, and waits for the catalogue with nothing more to open', async () => {
    const free = await renderSheet();
    act(() => free.ref.current!.open('9Z99'));
    expect(screen.getByRole('dialog').textContent).toContain('Свободный стенд');
    expect(screen.queryByRole('button', { name: 'Подробнее' })).toBeNull();
  });

  it('says the catalogue is loading before it has arrived', async () => {
    const { ref } = await renderSheet(false);
    act(() => ref.current!.open('2F55'));
    expect(screen.getByRole('status').textContent).toBe('Загружаем участников выставки…');
    expect(screen.queryByRole('button', { name: 'Подробнее' })).toBeNull();
  });

  it('closes on Escape and on its close button; its route closes it and asks for the walk', async () => {
    const { ref, onRoute } = await renderSheet();
    act(() => ref.current!.open('2F55'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => ref.current!.open('2F55'));
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => ref.current!.open('2F55'));
    fireEvent.click(screen.getByRole('button', { name: 'Маршрут сюда' }));
    expect(onRoute).toHaveBeenCalledWith('2F55');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
