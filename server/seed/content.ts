/** The content pages' demo data (news, contests, media, partners, reviews, contacts, CMS pages). */
import { seedContacts } from './contacts';
import { seedContests } from './contests';
import type { SeedTx } from './index';
import { seedPhotoGalleries } from './media';
import { seedNews } from './news';
import { seedPages } from './pages';
import { seedPartners } from './partners';
import { seedReviews } from './reviews';

/** Runs after the exhibitions are seeded: the photo galleries are derived from them. */
export async function seedContent(tx: SeedTx) {
  await seedNews(tx);
  await seedContests(tx);
  await seedPhotoGalleries(tx);
  await seedPartners(tx);
  await seedReviews(tx);
  await seedContacts(tx);
  await seedPages(tx);
}
