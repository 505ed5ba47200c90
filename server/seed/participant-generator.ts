/**
 * Generates exhibitors for the demo seed and for the large load-test catalogue from a seeded PRNG:
 * the same seed gives the same companies, stands, topics and ids on every machine.
 */
import type { Localized, participants } from '../db/schema';
import { companyFacts, companyKinds, type CompanyKind } from './company-kinds';
import { companyAddress, companyName, companyPhone, fullTitle, slugOf } from './company-names';
import { countrySeeds, type CountrySeed } from './countries';
import { L } from './localized';
import { participantUuid } from '../import/stable-id';
import type { Rng } from './prng';

export type GeneratedParticipant = { row: typeof participants.$inferInsert; topics: string[] };

/** What must stay unique across one exhibition: Russian short titles, stands and the 1C ids. */
export type CatalogueState = { titles: Set<string>; stands: Set<string>; oneCids?: Set<string> };

/**
 * An id as 1C writes a counterparty's code (00-00012345), numbered in order within the exhibition. It
 * draws nothing from the PRNG, so every other generated value stays what it was before ids existed.
 */
function nextOneCid(state: CatalogueState): string {
  const used = (state.oneCids ??= new Set());
  let n = 12_000 + used.size;
  while (used.has(`00-${String(n).padStart(8, '0')}`)) n += 1;
  const cid = `00-${String(n).padStart(8, '0')}`;
  used.add(cid);
  return cid;
}

function weighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = rng.next() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1] as T;
}

const HALL_LETTERS = 'ABCDEFGH';
/**
 * Rows and places a crowded hall opens up (a load-test catalogue of thousands): every letter but I and O,
 * which read as 1 and 0, so the 10,000-exhibitor seed has halls of over 1,500 stands (issue 33's map
 * benchmark). Only draws after ten collisions reach it, which the demo's catalogues never make.
 */
const CROWDED_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

function standsFor(rng: Rng, used: Set<string>): string[] {
  const count = rng.chance(0.05) ? 3 : rng.chance(0.16) ? 2 : 1;
  const hall = rng.int(1, 4);
  for (let attempt = 0; ; attempt += 1) {
    const crowded = attempt >= 10;
    const letters = crowded ? CROWDED_LETTERS : HALL_LETTERS;
    const letter = letters.charAt(rng.int(0, letters.length - 1));
    const first = rng.int(1, (crowded ? 99 : 60) - count);
    // Neighbouring stands of one row, as a company taking more space gets them.
    const stands = Array.from({ length: count }, (_, i) => `${hall}${letter}${String(first + i).padStart(2, '0')}`);
    if (attempt === 40 || stands.every((stand) => !used.has(stand))) {
      for (const stand of stands) used.add(stand);
      return stands;
    }
  }
}

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

function description(rng: Rng, kind: CompanyKind): Localized {
  const main = rng.pick(kind.descriptions);
  if (!rng.chance(0.7)) return main;
  const fact = rng.pick(companyFacts);
  const values = { year: rng.int(1932, 2019), countries: rng.int(3, 45), staff: rng.int(3, 90) * 50 };
  return L(`${main.ru} ${fill(fact.ru, values)}`, `${main.en} ${fill(fact.en, values)}`, `${main.zh}${fill(fact.zh, values)}`);
}

function uniqueName(rng: Rng, country: CountrySeed, kind: CompanyKind, city: Localized, state: CatalogueState) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const name = companyName(rng, country, kind, city);
    if (!state.titles.has(name.short.ru)) return name;
  }
  // A crowded name space: tell namesakes apart by city, as regional branches are listed.
  const name = companyName(rng, country, kind, city);
  name.short = L(`${name.short.ru} (${city.ru})`, `${name.short.en} (${city.en})`, `${name.short.zh}（${city.zh}）`);
  return name;
}

export function generateParticipant(rng: Rng, exPrefix: string, state: CatalogueState, country?: CountrySeed): GeneratedParticipant {
  const origin = country ?? weighted(rng, countrySeeds);
  const kind = weighted(rng, companyKinds);
  const cityIndex = rng.int(0, origin.cities.length - 1);
  const city = origin.cities[cityIndex] as Localized;
  const name = uniqueName(rng, origin, kind, city, state);
  state.titles.add(name.short.ru);

  const slug = slugOf(name.short.en) || `company-${state.titles.size}`;
  const domain = `${slug}-demo.${origin.tld}`;
  const [firstTopic, ...otherTopics] = kind.topics;
  const topics = [firstTopic as string, ...rng.sample(otherTopics, rng.int(0, Math.min(3, otherTopics.length)))];
  const showLogo = rng.chance(0.3);
  // Drawn still, so every later draw (and so the whole demo) stays as it was; the id itself is derived.
  rng.uuid();
  const oneCid = nextOneCid(state);
  return {
    row: {
      // The id an import of this exhibitor's row would give it: an export of the demo moves with its links.
      id: participantUuid(exPrefix, oneCid),
      exPrefix,
      oneCid,
      shortTitle: name.short,
      fullTitle: fullTitle(name),
      logoForEcatalog: showLogo || rng.chance(0.2) ? `/media/logo/${slug}.svg` : null,
      showLogoForEcatalog: showLogo,
      isTextBold: rng.chance(0.1),
      stands: standsFor(rng, state.stands),
      address: companyAddress(rng, origin, city),
      phoneNumber: companyPhone(rng, origin, cityIndex),
      website: `https://www.${domain}`,
      email: `${rng.pick(['info', 'sales', 'office', 'export'])}@${domain}`,
      text: description(rng, kind),
      countryCid: origin.cid,
    },
    topics,
  };
}

/**
 * A company of another show exhibiting at this one: its name, logo, contacts, texts and topics, with this
 * show's id, 1C code and stands.
 */
export function returningParticipant(rng: Rng, exPrefix: string, state: CatalogueState, from: GeneratedParticipant): GeneratedParticipant {
  state.titles.add(from.row.shortTitle.ru);
  // Drawn still, so the draws after it stay as they were; the id is derived, as a new exhibitor's is.
  rng.uuid();
  const oneCid = nextOneCid(state);
  return {
    row: { ...from.row, id: participantUuid(exPrefix, oneCid), exPrefix, oneCid, stands: standsFor(rng, state.stands) },
    topics: from.topics,
  };
}

/** count exhibitors; with everyCountry the first ones cycle through all countries so each is present. */
export function generateParticipants(
  rng: Rng,
  exPrefix: string,
  count: number,
  state: CatalogueState,
  opts: { everyCountry?: boolean } = {},
): GeneratedParticipant[] {
  return Array.from({ length: count }, (_, index) =>
    generateParticipant(rng, exPrefix, state, opts.everyCountry ? countrySeeds[index] : undefined),
  );
}
