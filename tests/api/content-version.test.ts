/** GET /content-version/: the token an installed app compares to learn that its saved data is out of date. */
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { API_PUBLIC_PATH } from '../../src/contract/common';
import { ContentVersionSchema } from '../../src/contract/content-version';
import { ParticipantsResponseSchema } from '../../src/contract/participants';
import { news, participants } from '../../server/db/schema';
import { useApiServer } from '../support/api-server';

const P = API_PUBLIC_PATH;

describe('the content version', async () => {
  const api = await useApiServer();
  const { db } = api.server.database;
  const version = async () => {
    const res = await api.get(`${P}/content-version/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    return v.parse(ContentVersionSchema, res.body).version;
  };

  it('stays the same while nothing changes, whoever asks', async () => {
    const first = await version();
    expect(await version()).toBe(first);
  });

  it('changes when an exhibitor changes, and again when a news item does', async () => {
    const before = await version();
    const [exhibitor] = v.parse(ParticipantsResponseSchema, (await api.get(`${P}/participants/?lang_code=ru`)).body);
    if (!exhibitor) throw new Error('the catalogue is empty');
    await db
      .update(participants)
      .set({ text: sql`jsonb_set(${participants.text}, '{en}', to_jsonb(${`Edited ${Date.now()}`}::text))` })
      .where(eq(participants.id, exhibitor.id));
    const afterExhibitor = await version();
    expect(afterExhibitor).not.toBe(before);

    await db.update(news).set({ preview: sql`${news.preview}` });
    expect(await version()).not.toBe(afterExhibitor);
  });
});
