import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, LANGS } from '../../src/contract/common';
import { HtmlBlockSchema } from '../../src/contract/htmlblock';
import { CurrentExhibitionSchema, SiteResponseSchema } from '../../src/contract/site';
import { TopicsResponseSchema } from '../../src/contract/topics';
import { exhibitions } from '../../server/db/schema';
import { toVenueIso } from '../../server/http/dates';
import { useApiServer } from '../support/api-server';

const api = await useApiServer();
/** The main site's current exhibition as the database holds it. */
const [currentRow] = await api.server.deps.db
  .select()
  .from(exhibitions)
  .where(and(eq(exhibitions.isCurrent, true), eq(exhibitions.exType, 'ME')));

describe('the shell calls of the public site API', () => {
  it.each(LANGS)('GET /site/ answers the configuration, the %s menu and the language list', async (lang) => {
    const res = await api.get(`/api/public/site/?lang_code=${lang}&ex_type=ME`);
    expect(res.status).toBe(200);
    const body = v.parse(SiteResponseSchema, res.body);
    expect(body.menu.language.code).toBe(lang);
    expect(body.menu.items.length).toBeGreaterThan(3);
    expect(body.languages.map((l) => l.code)).toEqual(['ru', 'en', 'zh']);
    expect(body.footer.postal_code).toBe('129085');
    expect(body.site_config.type.name).toBe('ME');
  });

  it('translates the menu: the first item differs between ru, en and zh', async () => {
    const names = await Promise.all(
      LANGS.map(
        async (lang) => v.parse(SiteResponseSchema, (await api.get(`/api/public/site/?lang_code=${lang}`)).body).menu.items[0]?.name,
      ),
    );
    expect(new Set(names).size).toBe(3);
    expect(names[0]).toBe('О выставке');
  });

  it.each(LANGS)('GET /htmlblock/ answers the %s texts', async (lang) => {
    const res = await api.get(`/api/public/htmlblock/?lang_code=${lang}`);
    expect(res.status).toBe(200);
    const block = v.parse(HtmlBlockSchema, res.body);
    expect(block.buttons[0]?.link.startsWith(`/${lang}/`)).toBe(true);
  });

  it.each(LANGS)('GET /current_exhibition/ answers the current exhibition (%s)', async (lang) => {
    const res = await api.get(`/api/public/current_exhibition/?lang_code=${lang}`);
    expect(res.status).toBe(200);
    const body = v.parse(CurrentExhibitionSchema, res.body);
    if (!currentRow) throw new Error('the seed has no current exhibition');
    expect(body.prefix_contract).toBe(currentRow.prefixContract);
    // Moscow time with its offset, as the spec's dates are written.
    expect(body.date_start).toBe(toVenueIso(currentRow.dateStart));
    expect(body.date_start).toMatch(/T\d{2}:\d{2}:\d{2}\+03:00$/);
    expect(body.name_zh).toBe(currentRow.name.zh);
  });

  it.each(LANGS)('GET /topics/ answers topic groups with their topics in %s', async (lang) => {
    const res = await api.get(`/api/public/topics/?lang_code=${lang}`);
    expect(res.status).toBe(200);
    const groups = v.parse(TopicsResponseSchema, res.body);
    expect(groups.length).toBeGreaterThanOrEqual(5);
    expect(groups.flatMap((g) => g.topics).length).toBeGreaterThanOrEqual(30);
  });

  it('defaults to ex_type ME and lang_code ru', async () => {
    const res = await api.get('/api/public/site/');
    expect(v.parse(SiteResponseSchema, res.body).menu.language.code).toBe('ru');
  });

  it.each([
    ['lang_code=xx', 'lang_code'],
    ['lang_code=', 'lang_code'],
    ['ex_type=me', 'ex_type'],
    ['ex_type=ZZ', 'ex_type'],
    ['ex_type=%3Cscript%3E', 'ex_type'],
  ])('answers 400 InvalidInput naming the field for %s', async (query, field) => {
    const res = await api.get(`/api/public/topics/?${query}`);
    expect(res.status).toBe(400);
    const body = v.parse(ErrorEnvelopeSchema, res.body);
    expect(body.error_code).toBe('InvalidInput');
    expect(body.error_data).toHaveProperty(field);
  });

  it('answers 404 EntityNotFound in the envelope for an unknown call', async () => {
    const res = await api.get('/api/public/no-such-call/');
    expect(res.status).toBe(404);
    expect(v.parse(ErrorEnvelopeSchema, res.body).error_code).toBe('EntityNotFound');
  });

  it('supports ETag revalidation with 304 on public GETs', async () => {
    const first = await api.get('/api/public/topics/?lang_code=en');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const second = await api.get('/api/public/topics/?lang_code=en', { headers: { 'If-None-Match': tag ?? '' } });
    expect(second.status).toBe(304);
  });
});
