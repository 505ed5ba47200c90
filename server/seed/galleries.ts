/**
 * Photo galleries of the previous exhibitions. They are derived from the exhibition rows (seeded first) so
 * the history page and the media page agree: a year's galleries hold exactly its photos_count photos, its
 * first photos are the history card's previews, and a year without photos (2020) has no galleries. Some
 * years also carry a gallery still waiting for its photos, which the client hides.
 */
import { and, eq, gt } from 'drizzle-orm';
import { exhibitions, photoGalleries, type GalleryPhoto, type Localized } from '../db/schema';
import { toVenueIso } from '../http/dates';
import { createRng } from './drawings/random';
import type { SeedTx } from './index';
import type { SeedPictures } from './pictures';
import { L } from './localized';
import { EX_TYPE } from './site';

type Theme = { slug: string; name: Localized; hall: Localized; day: number };

const hall = (n: string, en: string, zh: string) => L(`МВЦ «Северный», ${n}`, `Severny Exhibition Centre, ${en}`, `北方展览中心，${zh}`);

const THEMES: Theme[] = [
  { slug: 'opening', name: L('Открытие выставки', 'Opening ceremony', '开幕式'), hall: hall('павильон 1', 'hall 1', '1号馆'), day: 0 },
  {
    slug: 'halls-1-2',
    name: L('Экспозиция: павильоны 1 и 2', 'Exhibition: halls 1 and 2', '展区：1号馆和2号馆'),
    hall: hall('павильоны 1 и 2', 'halls 1 and 2', '1号馆和2号馆'),
    day: 0,
  },
  {
    slug: 'business-programme',
    name: L('Деловая программа', 'Business programme', '商务活动'),
    hall: hall('конференц-зал', 'conference hall', '会议厅'),
    day: 1,
  },
  {
    slug: 'awards',
    name: L('Награждение лауреатов конкурсов', 'Contest awards ceremony', '竞赛颁奖典礼'),
    hall: hall('конференц-зал', 'conference hall', '会议厅'),
    day: 1,
  },
];
const PENDING_THEME: Theme = {
  slug: 'halls-3-4',
  name: L('Экспозиция: павильоны 3 и 4', 'Exhibition: halls 3 and 4', '展区：3号馆和4号馆'),
  hall: hall('павильоны 3 и 4', 'halls 3 and 4', '3号馆和4号馆'),
  day: 2,
};

/** Splits a year's photos over its galleries, each between 8 and 30 photos. */
function split(total: number, seed: string): number[] {
  const parts = Math.min(THEMES.length, Math.max(2, Math.round(total / 14)));
  const rng = createRng(seed);
  const weights = Array.from({ length: parts }, () => rng.range(0.75, 1.25));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.max(8, Math.min(30, Math.round((total * w) / sum))));
  counts[counts.length - 1] = total - counts.slice(0, -1).reduce((a, b) => a + b, 0);
  const last = counts[counts.length - 1] ?? 0;
  return last >= 8 && last <= 30
    ? counts
    : Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

const dayOf = (start: Date, offset: number) => toVenueIso(new Date(start.getTime() + offset * 86_400_000)).slice(0, 10);

export async function seedPhotoGalleries(tx: SeedTx, pictures: SeedPictures) {
  const years = await tx
    .select()
    .from(exhibitions)
    .where(and(eq(exhibitions.exType, EX_TYPE), eq(exhibitions.isCurrent, false), gt(exhibitions.photosCount, 0)));
  const rows: (typeof photoGalleries.$inferInsert)[] = [];
  const photoOf = async (year: string, n: number) => {
    // One stored picture is both: the thumbnail's small size comes from its srcset.
    const image = await pictures.stored(`/media/gallery/${year}-${n}.svg`);
    return { thumbnail: image, image };
  };
  for (const exhibition of years) {
    const year = toVenueIso(exhibition.dateStart).slice(0, 4);
    let photoNumber = 0;
    for (const [index, count] of split(exhibition.photosCount, exhibition.prefixContract).entries()) {
      const theme = THEMES[index] as Theme;
      const numbers = Array.from({ length: count }, () => (photoNumber += 1));
      const photos: GalleryPhoto[] = await Promise.all(numbers.map((n) => photoOf(year, n)));
      rows.push({
        url: `${year}-${theme.slug}`,
        exPrefix: exhibition.prefixContract,
        name: theme.name,
        date: dayOf(exhibition.dateStart, theme.day),
        location: theme.hall,
        photos,
      });
    }
    // Every third year's last gallery is still being edited: listed with no photos, which the client hides.
    if (Number(year) % 3 === 0) {
      rows.push({
        url: `${year}-${PENDING_THEME.slug}`,
        exPrefix: exhibition.prefixContract,
        name: PENDING_THEME.name,
        date: dayOf(exhibition.dateStart, PENDING_THEME.day),
        location: PENDING_THEME.hall,
        photos: [],
      });
    }
  }
  if (rows.length) await tx.insert(photoGalleries).values(rows);
}
