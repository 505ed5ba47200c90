import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/common';
import type { PartnerGroup, PartnersResponse } from '../../src/contract/partners';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { apiGet } from '../support/visitors';

const browser = useBrowser();
const LAPTOP = { viewport: { width: 1366, height: 900 } };

/** The groups the page shows: those with at least one partner, in the API's order. */
async function partnerGroups(lang: Lang): Promise<PartnerGroup[]> {
  const body = await apiGet<PartnersResponse>(browser.baseUrl, `/api/public/partners/?lang_code=${lang}`);
  return body.partner_groups.filter((group) => group.partner_companies.length > 0);
}

async function openPartners(page: Page, lang: Lang, heading: string) {
  await page.goto(`/${lang}/partners`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
}

const groupSection = (page: Page, group: PartnerGroup) => page.getByRole('region', { name: group.title, exact: true });

describe('the partners page', () => {
  it('shows every partner group from the API with its logos, each opening the partner site in a new tab', async () => {
    const groups = await partnerGroups('ru');
    expect(groups.length).toBeGreaterThan(0);
    const page = await browser.newPage(LAPTOP);
    await openPartners(page, 'ru', 'Партнёры');
    expect(await page.title()).toBe('Партнёры — Металл-Индустрия');
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(groups.map((group) => group.title));
    for (const group of groups) {
      const section = groupSection(page, group);
      const logos = section.getByRole('img');
      expect(await logos.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(
        group.partner_companies.map((company) => company.title),
      );
      const links = section.getByRole('link');
      expect(await links.count()).toBe(group.partner_companies.filter((company) => company.link).length);
      for (const [index, company] of group.partner_companies.entries()) {
        const link = links.nth(index);
        expect(await link.getAttribute('href')).toBe(company.link);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
        expect(await link.getByRole('img').getAttribute('loading')).toBe('lazy');
      }
    }
  });

  it('lays a group of four or more logos in five columns and a smaller group in as many columns as it has logos', async () => {
    const groups = await partnerGroups('ru');
    const big = groups.find((group) => group.partner_companies.length >= 4);
    const small = groups.find((group) => group.partner_companies.length < 4);
    // The rule itself is unit-tested (partner-columns.test.ts); here it is measured on whatever the data has.
    expect(big ?? small).toBeDefined();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openPartners(page, 'ru', 'Партнёры');
    const columns = (group: PartnerGroup) =>
      groupSection(page, group)
        .getByRole('list')
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length);
    if (big) expect(await columns(big)).toBe(5);
    if (small) expect(await columns(small)).toBe(small.partner_companies.length);
  });

  it('keeps a list of the groups stuck below the header on a laptop, and jumps to the group chosen in it', async () => {
    const groups = await partnerGroups('ru');
    expect(groups.length).toBeGreaterThan(1);
    const target = groups.at(-1)!;
    const page = await browser.newPage(LAPTOP);
    await openPartners(page, 'ru', 'Партнёры');
    const nav = page.getByRole('navigation', { name: 'Группы партнёров' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(groups.map((group) => group.title));
    await nav.getByRole('link', { name: target.title }).click();
    await page.waitForURL((url) => url.hash.startsWith('#partners-group-'));
    const heading = groupSection(page, target).getByRole('heading', { level: 2 });
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y < 450;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Spec §9: sticky blocks stop 96 px from the top on a desktop (plus the block's 16 px breathing room).
    const stickyTop = await nav.evaluate((element) => element.parentElement!.getBoundingClientRect().top);
    expect(stickyTop).toBe(96 + 16);
  });

  it('offers the groups in a dropdown on a phone, which closes on choosing and scrolls to the group', async () => {
    const groups = await partnerGroups('ru');
    expect(groups.length).toBeGreaterThan(1);
    const target = groups.at(-1)!;
    const page = await browser.newPage(PHONE);
    await openPartners(page, 'ru', 'Партнёры');
    expect(await page.getByRole('navigation', { name: 'Группы партнёров' }).isVisible()).toBe(false);
    const chooser = page.getByRole('button', { name: /Группы партнёров/ });
    expect(await chooser.getAttribute('aria-haspopup')).toBe('listbox');
    await chooser.click();
    const listbox = page.getByRole('listbox', { name: 'Группы партнёров' });
    expect(await listbox.getByRole('option').allInnerTexts()).toEqual(groups.map((group) => group.title));
    await listbox.getByRole('option', { name: target.title }).click();
    expect(await listbox.count()).toBe(0);
    expect(await chooser.getAttribute('aria-expanded')).toBe('false');
    const heading = groupSection(page, target).getByRole('heading', { level: 2 });
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y < PHONE.viewport!.height / 2;
      })
      .toBe(true);
  });

  it('speaks English and Chinese', async () => {
    const page = await browser.newPage(LAPTOP);
    const [en] = await partnerGroups('en');
    await openPartners(page, 'en', 'Partners');
    expect(await page.title()).toBe('Partners — Metal-Industry');
    expect(await page.getByRole('navigation', { name: 'Partner groups' }).getByRole('link').first().innerText()).toBe(en!.title);

    const zh = await partnerGroups('zh');
    await openPartners(page, 'zh', '合作伙伴');
    expect(await page.title()).toBe('合作伙伴 — 金属工业');
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(zh.map((group) => group.title));
    expect(await page.getByRole('main').innerText()).not.toMatch(/[А-Яа-яЁё]/);
  });

  it.each([
    ['a phone', PHONE],
    ['a laptop', LAPTOP],
  ])('has no serious or critical axe violations on %s', async (_name, device) => {
    const page = await browser.newPage(device);
    await openPartners(page, 'ru', 'Партнёры');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
