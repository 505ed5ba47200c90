/**
 * Property tests over every call that writes: whatever arrives — random JSON, wrong types, huge strings,
 * random form fields, garbage bytes, wrong content types, broken query strings, odd Authorization headers —
 * the answer is a 4xx error envelope, never a 5xx, and the database keeps its rows.
 */
import { request } from 'node:http';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { users } from '../../server/db/schema';
import { registerUser, registrationForm, rowCounts, validApplication } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const { current, earlier } = await seededExhibitions(db);
const RUNS = 80;

type Method = 'POST' | 'PATCH';
type Endpoint = {
  name: string;
  method: Method;
  path: string;
  encoding: 'json' | 'form';
  auth: boolean;
  fields: string[];
  /** A body the call accepts; the near-valid bodies break it with one poison entry. */
  valid: Record<string, unknown>;
  /** Entries that each make the body invalid on their own. */
  poisons: Record<string, unknown>[];
};

const endpoints: Endpoint[] = [
  {
    name: 'login',
    method: 'POST',
    path: '/api/public/user/login/',
    encoding: 'json',
    auth: false,
    fields: ['login', 'password'],
    valid: { login: 'demo@metal-industry-expo.ru', password: 'Demo2027!' },
    poisons: [{ login: 'no-at-sign' }, { password: '' }, { login: null }, { password: ['Demo2027!'] }, { login: 'x'.repeat(300) }],
  },
  {
    name: 'registration',
    method: 'POST',
    path: '/api/public/user/registration/',
    encoding: 'form',
    auth: false,
    fields: Object.keys(registrationForm('x@example.org')),
    valid: registrationForm('fuzz.valid@example.org'),
    poisons: [
      { login: 'demo@metal-industry-expo.ru' },
      { login: 'not an email' },
      { confirmPassword: 'something-else' },
      { password: 'short', confirmPassword: 'short' },
      { phone: 'call me' },
      { first_name: '   ' },
      { company: 'ж'.repeat(201) },
    ],
  },
  {
    name: 'user PATCH',
    method: 'PATCH',
    path: '/api/public/user/',
    encoding: 'form',
    auth: true,
    fields: [
      'first_name',
      'last_name',
      'patronymic_name',
      'company',
      'city',
      'phone',
      'position',
      'login',
      'password',
      'confirmPassword',
      'old_password',
    ],
    valid: { city: 'Выкса' },
    poisons: [
      { first_name: '' },
      { company: ' ' },
      { phone: '12' },
      { city: 'г'.repeat(201) },
      { login: 'someone.else@example.org' },
      { password: 'Novy-Prokat-1', confirmPassword: 'Novy-Prokat-1' },
    ],
  },
  {
    name: 'refresh',
    method: 'POST',
    path: '/api/refresh/',
    encoding: 'json',
    auth: false,
    fields: ['refresh'],
    valid: { refresh: '3f0c1a52-9a0e-4d5c-8e71-2b6f1d9e4a10' },
    poisons: [{ refresh: 7 }, { refresh: '' }, { refresh: 'r'.repeat(500) }],
  },
  {
    name: 'application_for_participant',
    method: 'POST',
    path: '/api/public/application_for_participant/',
    encoding: 'json',
    auth: false,
    fields: [
      ...Object.keys(validApplication),
      'patronymic_name',
      'unequipped_area',
      'equipped_area',
      'open_area',
      'stand_type',
      'extra_wishes',
      'printed_catalog',
      'contests',
    ],
    valid: validApplication,
    poisons: [
      { email: 'nobody@' },
      { phone: '+7 TAGIL' },
      { open_area: -1 },
      { equipped_area: 1e308 },
      { stand_type: 'Круглый' },
      { printed_catalog: 'Плакат' },
      { company: {} },
      { field_of_activity: '' },
    ],
  },
  {
    name: 'user/events/favorite',
    method: 'POST',
    path: '/api/public/user/events/favorite/',
    encoding: 'json',
    auth: true,
    fields: ['event_id', 'added_to_favorite'],
    valid: { event_id: 1, added_to_favorite: true },
    poisons: [{ event_id: 'one' }, { event_id: -3 }, { event_id: 2 ** 40 }, { added_to_favorite: 'yes' }, { event_id: 1.5 }],
  },
  {
    name: 'user/participants/favorite',
    method: 'POST',
    path: '/api/public/user/participants/favorite/',
    encoding: 'json',
    auth: true,
    fields: ['participant_id', 'added_to_favorite'],
    valid: { participant_id: '3f0c1a52-9a0e-4d5c-8e71-2b6f1d9e4a10', added_to_favorite: false },
    poisons: [
      { participant_id: 'not-a-uuid' },
      { participant_id: 12 },
      { added_to_favorite: null },
      { participant_id: "'; drop table users; --" },
    ],
  },
  {
    name: 'user/visited_stands',
    method: 'POST',
    path: '/api/public/user/visited_stands/',
    encoding: 'json',
    auth: true,
    fields: ['ex_prefix', 'stands', 'visited'],
    valid: { ex_prefix: 'ME27', stands: ['1A01'], visited: false },
    poisons: [{ ex_prefix: 'me27' }, { stands: [] }, { stands: ['2F 55'] }, { stands: 'F55' }, { visited: 'yes' }, { stands: [7] }],
  },
];

/** Values of a type no field accepts as it stands (no booleans, no whole numbers, no e-mail or phone look-alikes). */
const wrongValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.nat(20_000).map((n) => 'я'.repeat(n)),
  fc.double({ noInteger: true }),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

const contentTypes = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'multipart/form-data',
    'multipart/form-data; boundary=----fuzz',
    'application/x-www-form-urlencoded',
    'text/plain',
    'application/xml',
    'application/octet-stream',
    '',
  ),
  fc.stringMatching(/^[a-z]{1,10}\/[a-z0-9.+-]{1,15}$/),
);

const queryString = fc.oneof(
  { arbitrary: fc.constant(''), weight: 4 },
  fc
    .array(fc.tuple(fc.constantFrom('ex_prefix', 'lang_code', 'ex_type', 'referral', 'page', 'id'), fc.string({ maxLength: 30 })), {
      maxLength: 4,
    })
    .map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
  fc.constantFrom(
    '?%',
    '?%ZZ=1',
    '?ex_prefix=%E0%A4%A',
    '?lang_code=%00',
    '?&&==&',
    `?ex_prefix[]=${current}`,
    `?ex_prefix=${current}&ex_prefix=${earlier}`,
    `?referral=${'r'.repeat(3000)}`,
  ),
  fc.string({ maxLength: 60 }).map((raw) => `?${raw}`),
);

const authorization = fc.oneof(
  { arbitrary: fc.constant('valid'), weight: 6 },
  fc.constant('none'),
  fc.stringMatching(/^[\x21-\x7e ]{0,120}$/),
  fc.string({ maxLength: 80 }).map((s) => `Bearer ${s.replace(/[^\x21-\x7e]/g, '')}`),
);

/** A request body: exactly what goes on the wire, with its Content-Type (undefined: let fetch choose). */
type Wire = { body: BodyInit | undefined; contentType: string | undefined };

function toForm(entries: [string, unknown][], withFile: boolean): FormData {
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  if (withFile) form.append('attachment', new Blob([new Uint8Array([0xde, 0xad, 0xbe, 0xef])]), 'price-list.pdf');
  return form;
}

function bodies(endpoint: Endpoint): fc.Arbitrary<Wire> {
  const json = (value: unknown): Wire => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const encode = (object: Record<string, unknown>, withFile = false): Wire =>
    endpoint.encoding === 'json' ? json(object) : { body: toForm(Object.entries(object), withFile), contentType: undefined };
  const fieldKey = fc.oneof(fc.constantFrom(...endpoint.fields), fc.string({ maxLength: 12 }));
  return fc.oneof(
    // Random JSON of any shape, sent as JSON.
    fc.jsonValue({ maxDepth: 3 }).map(json),
    // The right field names with values of the wrong type.
    fc
      .record(Object.fromEntries(endpoint.fields.map((field) => [field, wrongValue])), { requiredKeys: [] })
      .map((object) => encode(object)),
    // A valid body spoilt by one poison entry, possibly with extra random fields and a file.
    fc
      .tuple(
        fc.constantFrom(...endpoint.poisons),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 }), { maxKeys: 3 }),
        fc.boolean(),
      )
      .map(([poison, extra, withFile]) => encode({ ...extra, ...endpoint.valid, ...poison }, withFile)),
    // Random form fields (repeats allowed) plus one poison, as form data.
    fc
      .tuple(
        fc.array(fc.tuple(fieldKey, fc.string({ maxLength: 50 })), { maxLength: 8 }),
        fc.constantFrom(...endpoint.poisons),
        fc.boolean(),
      )
      .map(([entries, poison, withFile]): Wire => ({
        body: toForm([...entries, ...Object.entries(poison)], withFile),
        contentType: undefined,
      })),
    // Garbage bytes under any content type.
    fc.tuple(fc.uint8Array({ maxLength: 400 }), contentTypes).map(([bytes, contentType]): Wire => ({ body: bytes, contentType })),
    // No body at all.
    contentTypes.map((contentType): Wire => ({ body: undefined, contentType })),
  );
}

let token = '';
let fuzzUserLogin = '';

beforeAll(async () => {
  const user = await registerUser(api, { exPrefix: current });
  token = user.access;
  fuzzUserLogin = user.user.login;
});

async function userRow() {
  const [row] = await db.select().from(users).where(eq(users.login, fuzzUserLogin));
  return row;
}

describe('malformed input never breaks a writing call', () => {
  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s answers every malformed request with a 4xx envelope and writes nothing',
    async (_name, endpoint) => {
      const before = await rowCounts(db);
      const profileBefore = await userRow();
      await fc.assert(
        fc.asyncProperty(bodies(endpoint), queryString, authorization, async (wire, query, auth) => {
          const headers: Record<string, string> = {};
          if (wire.contentType !== undefined) headers['Content-Type'] = wire.contentType;
          if (auth === 'valid') headers.Authorization = `Bearer ${token}`;
          else if (auth !== 'none') headers.Authorization = auth;
          const res = await api.send(endpoint.method, `${endpoint.path}${query}`, wire.body, { raw: true, headers });
          expect(res.status, `${endpoint.method} ${endpoint.path}${query} → ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(v.safeParse(ErrorEnvelopeSchema, res.body).success).toBe(true);
        }),
        { numRuns: RUNS },
      );
      expect(await rowCounts(db)).toEqual(before);
      expect(await userRow()).toEqual(profileBefore);
    },
  );

  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s answers a body over the size limit with 413',
    async (_name, endpoint) => {
      const huge = JSON.stringify({ [endpoint.fields[0] ?? 'x']: 'ж'.repeat(300_000) });
      const res = await sendOnFreshConnection(endpoint.method, endpoint.path, huge, {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
      });
      expect(res.status).toBe(413);
      expect(v.safeParse(ErrorEnvelopeSchema, JSON.parse(res.text)).success).toBe(true);
    },
  );
});

/**
 * The server answers 413 before reading the whole body and then drops the connection; fetch reports
 * that as a failure when it reuses a pooled socket, so this request gets a connection of its own and
 * takes the answer even if the upload is cut short.
 */
function sendOnFreshConnection(method: Method, path: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${api.server.url}${path}`, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
    });
    req.end(body);
  });
}
