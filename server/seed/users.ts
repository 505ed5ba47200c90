/**
 * The demo visitor, so the personal area (profile, favourites, ticket) can be tried without registering:
 * demo@metal-industry-expo.ru / Demo2027!, registered for the current exhibition with a fixed number.
 * The salt is fixed too, keeping the seed deterministic; this account is public knowledge anyway.
 */
import { users } from '../db/schema';
import { hashPassword } from '../auth/password';
import { registerForExhibition } from '../queries/users';
import { CURRENT_PREFIX } from './exhibitions';
import { DEMO_LOGIN, DEMO_PASSWORD, DEMO_SALT } from './demo-account';
import type { SeedTx } from './index';

export { DEMO_LOGIN, DEMO_PASSWORD };
export const DEMO_REGISTRATION_NUMBER = `${CURRENT_PREFIX}-270915`;

export async function seedUsers(tx: SeedTx) {
  const passwordHash = await hashPassword(DEMO_PASSWORD, DEMO_SALT);
  const [demo] = await tx
    .insert(users)
    .values({
      login: DEMO_LOGIN,
      passwordHash,
      firstName: 'Андрей',
      lastName: 'Ковалёв',
      patronymicName: 'Сергеевич',
      company: 'ООО «УралТехПрокат»',
      city: 'Екатеринбург',
      phone: '+7 (343) 228-45-17',
      position: 'Главный инженер',
      createdAt: new Date('2027-03-14T09:30:00+03:00'),
    })
    .returning({ id: users.id });
  if (!demo) throw new Error('the demo user was not inserted');
  await registerForExhibition(tx, demo.id, CURRENT_PREFIX, DEMO_REGISTRATION_NUMBER);
}
