/**
 * The visitor's day plan on a phone (issue 34): two favourite events at the same time are marked as a
 * conflict, and an events import that moves a favourite event shows on the plan as "Изменилось" with
 * before → after and a badge, until the visitor says they have seen it. In Russian and Chinese, 390 px.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import zh from '../../locales/zh.json';
import type { FavouriteChanges } from '../../src/contract/changes';
import type { Lang } from '../../src/contract/common';
import type { ProgrammeEvent } from '../../src/contract/events';
import type { HallPlan, HallSummary } from '../../src/contract/halls';
import type { Participant } from '../../src/contract/participants';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser, waitForTheApp } from '../support/browser';
import { editSheet, organiser } from '../support/organiser';
import { startDeployableServer, type DeployableServer } from '../support/sw-server';
import { addFavouriteEvents, apiGet, registerVisitor, signInPage, type Visitor } from '../support/visitors';

const browser = useBrowser();
const texts = { ru, en, zh };
const venueTime = (iso: string) => iso.slice(11, 16);
const overlap = (a: ProgrammeEvent, b: ProgrammeEvent) => a.start_at < b.end_at && b.start_at < a.end_at;

describe('the day plan on a phone', { timeout: 120_000 }, () => {
  let server: DeployableServer;
  let dir: string;
  let visitor: Visitor;
  let exPrefix: string;
  let first: ProgrammeEvent;
  let second: ProgrammeEvent;

  beforeAll(async () => {
    server = await startDeployableServer();
    dir = mkdtempSync(path.join(os.tmpdir(), 'expo-day-plan-'));
    exPrefix = (await apiGet<{ site_config: { prefix_contract: string } }>(server.url, '/api/public/site/')).site_config.prefix_contract;
    const programme = await apiGet<ProgrammeEvent[]>(server.url, '/api/public/events/?lang_code=ru');
    // Two sessions of one morning that run at the same time, and that end early enough to move by two hours.
    const pair = programme
      .flatMap((a) => programme.filter((b) => b.id > a.id && overlap(a, b)).map((b) => [a, b] as const))
      .find(([a, b]) => a.start_at.slice(0, 10) === b.start_at.slice(0, 10) && Number(a.end_at.slice(11, 13)) <= 17);
    if (!pair) throw new Error('the programme has no two sessions at the same time');
    [first, second] = pair;
    visitor = await registerVisitor(server.url);
    await addFavouriteEvents(server.url, visitor, [first.id, second.id]);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function openPlan(lang: Lang) {
    const page = await browser.newPage(PHONE);
    await signInPage(page, visitor);
    await page.goto(`${server.url}/${lang}/personal/favorite`);
    await page.getByRole('heading', { level: 1, name: texts[lang].titles.favorite }).waitFor();
    await waitForTheApp(page);
    return page;
  }

  it.each(['ru', 'zh'] as const)('marks two favourites at the same time as a conflict (%s)', async (lang) => {
    const names = new Map((await apiGet<ProgrammeEvent[]>(server.url, `/api/public/events/?lang_code=${lang}`)).map((e) => [e.id, e.name]));
    const page = await openPlan(lang);
    for (const [event, other] of [
      [first, second],
      [second, first],
    ] as const) {
      const item = page.locator(`li[data-event-id="${event.id}"]`);
      await expect.poll(() => item.getAttribute('data-conflict')).toBe('true');
      expect(await item.getByTestId('conflict').innerText()).toContain(names.get(other.id));
    }
    // The programme is still ahead: the countdown names the earlier of the two (the lower id at a tie).
    const next =
      first.start_at === second.start_at ? (first.id < second.id ? first : second) : first.start_at < second.start_at ? first : second;
    expect(await page.getByTestId('next-event').innerText()).toContain(names.get(next.id));
    await page.close();
  });

  it('groups favourite companies by hall, each hall with a link to its plan (zh)', async () => {
    const halls = await apiGet<HallSummary[]>(server.url, `/api/public/halls/?ex_prefix=${exPrefix}&lang_code=zh`);
    expect(halls.length).toBeGreaterThan(1);
    // The hall of a stand as the plans draw it: one exhibitor from each of the first two halls.
    const catalogue = await apiGet<Participant[]>(server.url, `/api/public/participants/?ex_prefix=${exPrefix}&lang_code=zh`);
    const chosen: { hall: HallSummary; company: Participant }[] = [];
    for (const hall of halls.slice(0, 2)) {
      const plan = await apiGet<HallPlan>(server.url, `/api/public/halls/detail/?ex_prefix=${exPrefix}&key=${hall.key}&lang_code=zh`);
      const stands = new Set(plan.shapes.flatMap((shape) => (shape.s ? [shape.s] : [])));
      const company = catalogue.find((item) => item.stands.length === 1 && stands.has(item.stands[0] ?? ''));
      if (!company) throw new Error(`no exhibitor in hall ${hall.key}`);
      chosen.push({ hall, company });
    }
    for (const { company } of chosen) {
      const response = await fetch(`${server.url}/api/public/user/participants/favorite/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${visitor.access}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ participant_id: company.id, added_to_favorite: true }),
      });
      expect(response.status).toBe(200);
    }
    const page = await browser.newPage(PHONE);
    await signInPage(page, visitor);
    await page.goto(`${server.url}/zh/personal/favorite?tab=companies`);
    await page.getByRole('heading', { level: 1, name: zh.titles.favorite }).waitFor();
    for (const { hall, company } of chosen) {
      const section = page.locator(`section[data-hall="${hall.key}"]`);
      await section.getByRole('heading', { level: 2, name: new RegExp(hall.name) }).waitFor();
      await section.getByText(company.short_title, { exact: true }).first().waitFor();
      const link = section.getByRole('link', { name: zh.favourite_page.hall_map });
      expect(await link.getAttribute('href')).toBe(`/zh/exhibition/map?hall=${encodeURIComponent(hall.key)}&tour=favourites`);
    }
    // The link opens the hall and walks the favourites at once: the order names both halls' stands.
    const first = chosen[0]!;
    await page.locator(`section[data-hall="${first.hall.key}"]`).getByRole('link', { name: zh.favourite_page.hall_map }).click();
    await page.waitForURL(`**/zh/exhibition/map?hall=${encodeURIComponent(first.hall.key)}**`);
    const order = page.getByRole('status').getByText(zh.map.tour_order.split('{{')[0]!);
    await order.waitFor({ timeout: 20_000 });
    for (const { company } of chosen) expect(await order.textContent()).toContain(company.stands[0]);
    await page.close();
  });

  it('shows an imported move as before → after with a badge, in Chinese and Russian, until it is seen', async () => {
    const file = path.join(dir, 'programme.xlsx');
    await organiser('export', ['events', file, '--exhibition', exPrefix], server.dataDir);
    const later = (time: string) => `${String(Number(time.slice(0, 2)) + 2).padStart(2, '0')}${time.slice(2)}`;
    let moved = 0;
    await editSheet(file, (row) => {
      if (row.get('name_ru') !== first.name || row.get('start_time') !== venueTime(first.start_at)) return;
      row.set('start_time', later(row.get('start_time')));
      row.set('end_time', later(row.get('end_time')));
      moved += 1;
    });
    expect(moved).toBe(1);
    expect(await organiser('import', ['events', file, '--exhibition', exPrefix], server.dataDir)).toMatch(/\b1 changed\b/);
    const after = (await apiGet<ProgrammeEvent[]>(server.url, '/api/public/events/?lang_code=ru')).find((e) => e.id === first.id);
    if (!after) throw new Error('the moved event is gone');
    const { unseen } = await apiGet<FavouriteChanges>(
      server.url,
      `/api/public/user/favorite_changes/?ex_prefix=${exPrefix}`,
      visitor.access,
    );
    expect(unseen).toBeGreaterThan(0);

    for (const lang of ['zh', 'ru'] as const) {
      const page = await openPlan(lang);
      const panel = page.getByTestId('favourite-changes');
      await panel.getByRole('heading', { name: texts[lang].changes.title }).waitFor();
      const line = await panel.locator('li[data-field="time"]').innerText();
      expect(line).toContain(`${venueTime(first.start_at)}–${venueTime(first.end_at)} → `);
      expect(line).toContain(`${venueTime(after.start_at)}–${venueTime(after.end_at)}`);
      // The badge on the plan's menu entry counts what the server says is unseen.
      const badge = page.getByRole('navigation').locator('a[href$="/personal/favorite"]').getByTestId('changes-badge');
      expect(await badge.locator('[aria-hidden="true"]').innerText()).toBe(String(unseen));
      expect(await seriousViolations(page)).toEqual([]);
      if (lang === 'ru') {
        await panel.getByRole('button', { name: ru.changes.seen }).click();
        await panel.waitFor({ state: 'detached' });
        await badge.waitFor({ state: 'detached' });
        await expect
          .poll(
            async () =>
              (await apiGet<FavouriteChanges>(server.url, `/api/public/user/favorite_changes/?ex_prefix=${exPrefix}`, visitor.access))
                .unseen,
          )
          .toBe(0);
      }
      await page.close();
    }
  });
});
