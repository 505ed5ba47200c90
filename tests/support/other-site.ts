/**
 * A second site type written straight into a test's database: one current exhibition with one event and
 * one exhibitor, for tests that show what one site may not touch of another.
 */
import type { Db } from '../../server/db/connect';
import { events, exhibitions, participants, siteTypes, type Localized } from '../../server/db/schema';
import { bumpCatalogueVersion } from '../../server/queries/participants';

export type OtherSite = { exType: string; exPrefix: string; eventId: number; participantId: string };

const same = (text: string): Localized => ({ ru: text, en: text, zh: text });

/** Prefixes are unique across site types: the seed's all start with ME, so ZQ cannot collide. */
export async function createOtherSite(db: Db, exType = 'FAVTEST', exPrefix = 'ZQ27'): Promise<OtherSite> {
  return db.transaction(async (tx) => {
    await tx.insert(siteTypes).values({
      name: exType,
      mainPageInfo: {},
      footer: { postal_code: '620014', address: same('Екатеринбург'), email: 'info@example.org', phone: '+7 (343) 000-00-00', social: [] },
    });
    await tx.insert(exhibitions).values({
      prefixContract: exPrefix,
      exType,
      isCurrent: true,
      dateStart: new Date('2027-06-01T10:00:00+03:00'),
      dateEnd: new Date('2027-06-03T16:00:00+03:00'),
      name: same('Другая выставка'),
      fullName: same('Другая выставка 2027'),
      location: same('Екатеринбург'),
    });
    const [event] = await tx
      .insert(events)
      .values({
        exPrefix,
        startAt: new Date('2027-06-01T11:00:00+03:00'),
        endAt: new Date('2027-06-01T12:00:00+03:00'),
        name: same('Открытие'),
        location: same('Зал 1'),
        orgText: same('Организатор'),
      })
      .returning({ id: events.id });
    const [participant] = await tx
      .insert(participants)
      .values({ exPrefix, shortTitle: same('Уралтест'), fullTitle: same('ООО «Уралтест»'), address: same('Екатеринбург'), text: same('') })
      .returning({ id: participants.id });
    await bumpCatalogueVersion(tx);
    if (!event || !participant) throw new Error('the other site was not created');
    return { exType, exPrefix, eventId: event.id, participantId: participant.id };
  });
}
