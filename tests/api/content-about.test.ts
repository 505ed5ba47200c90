import { describe, expect, it } from 'vitest';
import { ContactsResponseSchema } from '../../src/contract/contacts';
import { HistoryListSchema } from '../../src/contract/history';
import { HtmlPageSchema, PressReleaseSchema } from '../../src/contract/html-pages';
import { PartnersResponseSchema } from '../../src/contract/partners';
import { REVIEWS_PAGE_SIZE, ReviewListSchema } from '../../src/contract/reviews';
import { htmlPages } from '../../server/db/schema';
import { useApiServer } from '../support/api-server';
import { parseStoredPicture } from '../../src/contract/media';
import { expectError, getParsed, PUBLIC } from './content-support';

const api = await useApiServer();

describe('GET /reviews/', () => {
  it.each(['ru', 'zh'])('answers the first ten reviews, newest first, in %s', async (lang) => {
    const page = await getParsed(api, ReviewListSchema, '/reviews/', lang);
    expect(page.paginator_count).toBe(REVIEWS_PAGE_SIZE);
    expect(page.count).toBeGreaterThanOrEqual(12);
    expect(page.results).toHaveLength(REVIEWS_PAGE_SIZE);
    const dates = page.results.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.results.every((r) => r.text.startsWith('<p>'))).toBe(true);
  });

  it('answers the last page with the rest, and 404 "Invalid page" past it', async () => {
    const last = await getParsed(api, ReviewListSchema, '/reviews/?page=2', 'ru');
    expect(last.results).toHaveLength(last.count - REVIEWS_PAGE_SIZE);
    expect(last.next).toBeNull();
    expect(expectError(await api.get(`${PUBLIC}/reviews/?page=3`), 404, 'EntityNotFound').error).toContain('Invalid page');
    expectError(await api.get(`${PUBLIC}/reviews/?page=0`), 400, 'InvalidInput', 'page');
  });

  it('gives every review an id whose first 8 characters are unique (the page anchor)', async () => {
    const reviews = [
      ...(await getParsed(api, ReviewListSchema, '/reviews/', 'en')).results,
      ...(await getParsed(api, ReviewListSchema, '/reviews/?page=2', 'en')).results,
    ];
    expect(new Set(reviews.map((r) => r.id.slice(0, 8))).size).toBe(reviews.length);
  });

  it('translates the reviews: ru and zh texts differ', async () => {
    const ru = await getParsed(api, ReviewListSchema, '/reviews/', 'ru');
    const zh = await getParsed(api, ReviewListSchema, '/reviews/', 'zh');
    expect(ru.results[0]?.id).toBe(zh.results[0]?.id);
    expect(ru.results[0]?.text).not.toBe(zh.results[0]?.text);
    expect(ru.results[0]?.full_name).not.toBe(zh.results[0]?.full_name);
  });
});

describe('GET /partners/', () => {
  it.each(['ru', 'zh'])('answers partner groups of 3 to 8 companies in %s', async (lang) => {
    const { partner_groups: groups } = await getParsed(api, PartnersResponseSchema, '/partners/', lang);
    expect(groups.length).toBeGreaterThanOrEqual(3);
    for (const group of groups) {
      expect(group.partner_companies.length).toBeGreaterThanOrEqual(3);
      expect(group.partner_companies.length).toBeLessThanOrEqual(8);
      for (const company of group.partner_companies) {
        expect(parseStoredPicture(company.logo)?.use).toBe('partner');
        expect(company.link).toMatch(/^https:\/\//);
      }
    }
  });

  it('translates the group titles', async () => {
    const ru = await getParsed(api, PartnersResponseSchema, '/partners/', 'ru');
    const zh = await getParsed(api, PartnersResponseSchema, '/partners/', 'zh');
    expect(ru.partner_groups[0]?.title).toBe('Генеральные партнёры');
    expect(zh.partner_groups[0]?.title).not.toBe(ru.partner_groups[0]?.title);
  });
});

describe('GET /contacts/', () => {
  it.each(['ru', 'zh'])('answers the organiser information and the management team in %s', async (lang) => {
    const contacts = await getParsed(api, ContactsResponseSchema, '/contacts/', lang);
    expect(contacts.information).toContain('129085');
    expect(contacts.staffers.length).toBeGreaterThanOrEqual(6);
    for (const person of contacts.staffers) expect(parseStoredPicture(person.photo)?.use).toBe('person');
  });

  it('translates the staff names and the information', async () => {
    const ru = await getParsed(api, ContactsResponseSchema, '/contacts/', 'ru');
    const zh = await getParsed(api, ContactsResponseSchema, '/contacts/', 'zh');
    expect(ru.information).toContain('Металл-Экспо Сервис');
    expect(zh.information).not.toBe(ru.information);
    expect(zh.staffers[0]?.full_name).not.toBe(ru.staffers[0]?.full_name);
  });
});

describe('GET /html_pages/detail/', () => {
  it.each(['about', 'conditions', 'how-to-get', 'privacy'])('answers the "%s" page in ru and zh with different texts', async (url) => {
    const ru = await getParsed(api, HtmlPageSchema, `/html_pages/detail/?url=${url}`, 'ru');
    const zh = await getParsed(api, HtmlPageSchema, `/html_pages/detail/?url=${url}`, 'zh');
    expect(ru.body).toContain('<h2>');
    expect(ru.body.length).toBeGreaterThan(400);
    expect(zh.title).not.toBe(ru.title);
    expect(zh.body).not.toBe(ru.body);
  });

  it('answers 404 EntityNotFound for an unknown page', async () => {
    expectError(await api.get(`${PUBLIC}/html_pages/detail/?url=no-such-page`), 404, 'EntityNotFound');
  });

  it('answers 404 for a page whose body is still empty', async () => {
    const empty = { ru: '', en: '', zh: '' };
    await api.server.deps.db
      .insert(htmlPages)
      .values({ exType: 'ME', url: 'draft-page', title: { ru: 'Черновик', en: 'Draft', zh: '草稿' }, body: empty });
    expectError(await api.get(`${PUBLIC}/html_pages/detail/?url=draft-page`), 404, 'EntityNotFound');
  });

  it.each(['', '?url=', '?url=About', '?url=../etc', '?url=a%20b'])('rejects %s with 400 naming the url field', async (query) => {
    expectError(await api.get(`${PUBLIC}/html_pages/detail/${query}`), 400, 'InvalidInput', 'url');
  });
});

describe('GET /pressrelease/', () => {
  it.each(['ru', 'zh'])('answers the current exhibition release without ex_prefix (%s)', async (lang) => {
    const release = await getParsed(api, PressReleaseSchema, '/pressrelease/', lang);
    expect(release.title).toContain('2027');
    expect(release.text).toMatch(/^<p>/);
  });

  it('treats an empty ex_prefix as none: the current exhibition release', async () => {
    const current = await getParsed(api, PressReleaseSchema, '/pressrelease/', 'en');
    expect(await getParsed(api, PressReleaseSchema, '/pressrelease/?ex_prefix=', 'en')).toEqual(current);
  });

  it('answers an earlier exhibition release by prefix, translated', async () => {
    const history = await getParsed(api, HistoryListSchema, '/previous_exhibitions/', 'ru');
    const earlier = history.results.at(-1);
    if (!earlier) throw new Error('the database holds no earlier exhibition');
    const path = `/pressrelease/?ex_prefix=${earlier.prefix_contract}`;
    const ru = await getParsed(api, PressReleaseSchema, path, 'ru');
    const zh = await getParsed(api, PressReleaseSchema, path, 'zh');
    expect(ru.title).toContain(earlier.date_start.slice(0, 4));
    expect(zh.text).not.toBe(ru.text);
  });

  it('answers 404 EntityNotFound for an unknown exhibition', async () => {
    expectError(await api.get(`${PUBLIC}/pressrelease/?ex_prefix=ME10`), 404, 'EntityNotFound');
  });

  it.each(['me25', 'ME2025', 'M25', '%27ME25'])('rejects ex_prefix=%s with 400 naming the field', async (prefix) => {
    expectError(await api.get(`${PUBLIC}/pressrelease/?ex_prefix=${prefix}`), 400, 'InvalidInput', 'ex_prefix');
  });
});
