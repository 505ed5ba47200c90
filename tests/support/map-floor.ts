/**
 * The show floor as the API describes it, for the map's browser tests: the current exhibition, its halls
 * and plans, and the exhibitors who are alone on their one stand on a plan (a search finds them alone,
 * a tap on the stand opens them), and the free stands.
 */
import type { HallPlan, HallSummary } from '../../src/contract/halls';
import type { Participant } from '../../src/contract/participants';
import type { SiteResponse } from '../../src/contract/site';
import type { Page } from 'playwright-core';
import { apiGet } from './visitors';

export async function mapFloor(baseUrl: string, lang = 'ru') {
  const get = <T>(path: string) => apiGet<T>(baseUrl, `${path}${path.includes('?') ? '&' : '?'}lang_code=${lang}`);
  const site = await get<SiteResponse>('/api/public/site/');
  const exPrefix = site.site_config.prefix_contract;
  const halls = await get<HallSummary[]>(`/api/public/halls/?ex_prefix=${exPrefix}`);
  const plans = await Promise.all(halls.map((hall) => get<HallPlan>(`/api/public/halls/detail/?ex_prefix=${exPrefix}&key=${hall.key}`)));
  const catalogue = await get<Participant[]>(`/api/public/participants/?ex_prefix=${exPrefix}`);
  const onPlans = new Set(plans.flatMap((plan) => plan.shapes.flatMap((shape) => (shape.k === 'stand' && shape.s ? [shape.s] : []))));
  const counts = new Map<string, number>();
  for (const item of catalogue) for (const stand of item.stands) counts.set(stand, (counts.get(stand) ?? 0) + 1);
  const alone = catalogue.filter((item) => item.stands.length === 1 && counts.get(item.stands[0]!) === 1 && onPlans.has(item.stands[0]!));
  // Stands on a plan that no exhibitor of the catalogue names.
  const free = [...onPlans].filter((stand) => !counts.has(stand));
  return { exPrefix, halls, plans, alone, free };
}

/**
 * Taps a stand where a finger would: at its label's centre. The stands are shared paths and the labels let
 * taps through, so a tap is a point on the plan, not a click on the label element.
 */
export async function tapStand(page: Page, stand: string) {
  const label = page.locator(`svg text[data-stand="${stand}"]`);
  await label.waitFor();
  const box = await label.boundingBox();
  if (!box) throw new Error(`stand ${stand} has no label in sight`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The stands a layer of the drawing holds (free, favourite, visited, found, selected); none while it is not drawn. */
export async function layerStands(page: Page, layer: string): Promise<string[]> {
  const stands = await page.evaluate(
    (name) => document.querySelector(`svg path[data-layer="${name}"]`)?.getAttribute('data-stands') ?? '',
    layer,
  );
  return stands ? stands.split(' ') : [];
}
