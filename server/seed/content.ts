/** The content pages' demo data (news, contests, media, partners, reviews, contacts, CMS pages). */
import { seedContacts } from './contacts';
import { seedContests } from './contests';
import type { SeedTx } from './index';
import type { SeedPictures } from './pictures';
import { seedPhotoGalleries } from './galleries';
import { seedNews } from './news';
import { seedPages } from './pages';
import { seedPartners } from './partners';
import { seedReviews } from './reviews';

/** Runs after the exhibitions are seeded: the photo galleries are derived from them. */
export async function seedContent(tx: SeedTx, pictures: SeedPictures) {
  await seedNews(tx, pictures);
  await seedContests(tx, pictures);
  await seedPhotoGalleries(tx, pictures);
  await seedPartners(tx, pictures);
  await seedReviews(tx, pictures);
  await seedContacts(tx, pictures);
  await seedPages(tx);
}
