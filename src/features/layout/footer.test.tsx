import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteResponse } from '../../contract/site';
import { renderWithApp } from '../../ui/testing/render-with-app';
import { Footer } from './footer';
import { fakeMenu, fakeSite } from './test-fixtures';

describe('Footer', () => {
  it('shows a top item without subitems as a link in its column, not as an empty heading', async () => {
    await renderWithApp(() => <Footer lang="en" site={fakeSite} />, { path: '/en', lang: 'en' });
    const nav = await screen.findByRole('navigation', { name: /./ });
    const contests = within(nav).getByRole('link', { name: 'Contests' });
    expect(contests.getAttribute('href')).toBe('/en/contests');
    expect(within(nav).queryByRole('heading', { name: 'Contests' })).toBeNull();
  });

  it('keeps items with subitems as headed columns listing their links', async () => {
    await renderWithApp(() => <Footer lang="en" site={fakeSite} />, { path: '/en', lang: 'en' });
    const nav = await screen.findByRole('navigation', { name: /./ });
    expect(within(nav).getByRole('heading', { name: /Exhibitors/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Apply' }).getAttribute('href')).toBe('/en/application');
  });

  it('leaves out a top item that has neither a link nor subitems', async () => {
    const site: SiteResponse = {
      ...fakeSite,
      menu: {
        ...fakeSite.menu,
        items: [{ id: 9, name: 'Nowhere', url: '#', is_direct_link: false, icon: null, subitems: [] }, ...fakeMenu],
      },
    };
    await renderWithApp(() => <Footer lang="en" site={site} />, { path: '/en', lang: 'en' });
    const nav = await screen.findByRole('navigation', { name: /./ });
    expect(within(nav).queryByText('Nowhere')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Contests' })).toBeTruthy();
  });
});
