import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../ui/testing/render-with-app';
import { Header } from './header';
import { MobileMenu } from './mobile-menu';
import { fakeMenu, fakeSite } from './test-fixtures';
import { useMenuHighlight } from './use-menu-highlight';

function Harness({ onClose }: { onClose: () => void }) {
  const highlight = useMenuHighlight(fakeMenu, 'en');
  return <MobileMenu id="mobile-menu" open items={fakeMenu} lang="en" highlight={highlight} onClose={onClose} />;
}

describe('MobileMenu', () => {
  it('expands one top item at a time', async () => {
    await renderWithApp(() => <Harness onClose={() => {}} />, { path: '/en/contests', lang: 'en' });
    const exhibitors = await screen.findByRole('button', { name: 'Exhibitors' });
    const visitors = screen.getByRole('button', { name: 'Visitors' });
    expect(exhibitors.getAttribute('aria-expanded')).toBe('false');
    expect(visitors.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(exhibitors);
    expect(exhibitors.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(exhibitors.getAttribute('aria-controls')!)!.hidden).toBe(false);

    fireEvent.click(visitors);
    expect(visitors.getAttribute('aria-expanded')).toBe('true');
    expect(exhibitors.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(exhibitors.getAttribute('aria-controls')!)!.hidden).toBe(true);

    fireEvent.click(visitors);
    expect(visitors.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a subitem or a leaf item is followed', async () => {
    const onClose = vi.fn();
    const { router } = await renderWithApp(() => <Harness onClose={onClose} />, { path: '/en', lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Visitors' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Register' }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/registration'));
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('marks only the clicked one of two entries sharing a url as the current page', async () => {
    const { router } = await renderWithApp(() => <Harness onClose={() => {}} />, { path: '/en', lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Visitors' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Programme for visitors' }));
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/exhibition/program'));
    // Both entries match the path; the collapsed lists are included in the query.
    expect(screen.getByRole('link', { name: 'Programme for visitors', hidden: true }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Programme for exhibitors', hidden: true }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Visitors' }).className).not.toBe(
      screen.getByRole('button', { name: 'Exhibitors' }).className,
    );
  });
});

describe('Header burger', () => {
  it('opens the mobile menu and closes it when the viewport reaches the desktop width', async () => {
    const listeners = new Set<() => void>();
    const query = {
      matches: false,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    };
    vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);

    await renderWithApp(() => <Header lang="en" site={fakeSite} />, { path: '/en', lang: 'en' });
    const burger = await screen.findByRole('button', { name: 'Open menu' });
    expect(burger.getAttribute('aria-controls')).toBe('mobile-menu');
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Close menu');
    const panel = document.getElementById('mobile-menu')!;
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByRole('navigation', { name: 'Mobile menu' })).toBeTruthy();

    act(() => {
      query.matches = true;
      listeners.forEach((listener) => listener());
    });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('shows a sign-in link for anonymous visitors', async () => {
    await renderWithApp(() => <Header lang="en" site={fakeSite} />, { path: '/en', lang: 'en' });
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/en/login');
  });

  it('shows the personal dropdown to a signed-in user', async () => {
    localStorage.setItem('access_token', 'token');
    await renderWithApp(() => <Header lang="en" site={fakeSite} />, { path: '/en', lang: 'en' });
    const button = await screen.findByRole('button', { name: 'Personal account' });
    fireEvent.mouseEnter(button.parentElement!);
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(menu.hidden).toBe(false);
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/en/personal/profile', '/en/personal/settings', '/en/personal/favorite', '/en/personal/ticket', '/logout']);
  });
});
