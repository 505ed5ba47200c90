import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { TokenStore, Tokens } from '../session/tokens';
import { createApiClient } from './client';
import { ApiError, HttpError, SessionExpiredError } from './errors';

type Handler = (url: URL, init: RequestInit) => { status?: number; body?: unknown; text?: string };

function memoryTokens(initial: Partial<Tokens> = {}): TokenStore & { state: Partial<Tokens> } {
  const state: Partial<Tokens> = { ...initial };
  return {
    state,
    access: () => state.access ?? null,
    refresh: () => state.refresh ?? null,
    save: (tokens) => Object.assign(state, tokens),
    clear: () => {
      delete state.access;
      delete state.refresh;
    },
  };
}

function setup(handler: Handler, tokens = memoryTokens()) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const onSessionEnd = vi.fn();
  const fetchImpl = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    calls.push({ url, init });
    const { status = 200, body, text } = handler(url, init);
    return new Response(text ?? (body === undefined ? '' : JSON.stringify(body)), { status });
  }) as unknown as typeof fetch;
  const client = createApiClient({ tokens, onSessionEnd, fetch: fetchImpl });
  return { client, calls, onSessionEnd, tokens };
}

const Anything = v.unknown();
const authError = { status: 401, body: { error: 'Access token expired', error_code: 'InvalidAuthenticationInfo', error_data: {} } };
const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('the API client', () => {
  it('appends ex_type and lang_code to every call and repeats array parameters', async () => {
    const { client, calls } = setup(() => ({ body: [] }));
    await client.request('/participants/', { lang: 'zh', schema: Anything, query: { countries: ['RU', 'CN'], ex_prefix: 'ME27' } });
    const { url } = calls[0]!;
    expect(url.pathname).toBe('/api/public/participants/');
    expect(url.searchParams.get('ex_type')).toBe('ME');
    expect(url.searchParams.get('lang_code')).toBe('zh');
    expect(url.searchParams.getAll('countries')).toEqual(['RU', 'CN']);
  });

  it('sends the Bearer header only when an access token exists', async () => {
    const anonymous = setup(() => ({ body: {} }));
    await anonymous.client.request('/user/', { lang: 'ru', schema: Anything });
    expect(header(anonymous.calls[0]!.init, 'Authorization')).toBeUndefined();

    const signedIn = setup(() => ({ body: {} }), memoryTokens({ access: 'A1', refresh: 'R1' }));
    await signedIn.client.request('/user/', { lang: 'ru', schema: Anything });
    expect(header(signedIn.calls[0]!.init, 'Authorization')).toBe('Bearer A1');
  });

  it('leaves the Bearer header out of an anonymous call even when signed in, and never refreshes for it', async () => {
    const { client, calls } = setup(() => authError, memoryTokens({ access: 'A1', refresh: 'R1' }));
    await expect(client.request('/participants/', { lang: 'ru', schema: Anything, anonymous: true })).rejects.toBeInstanceOf(ApiError);
    expect(header(calls[0]!.init, 'Authorization')).toBeUndefined();
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/public/participants/']);
  });

  it('sends plain objects as JSON bodies', async () => {
    const { client, calls } = setup(() => ({ body: { ok: true } }));
    await client.request('/user/login/', { lang: 'ru', schema: Anything, method: 'POST', body: { login: 'a@b.ru', password: 'secret1' } });
    expect(header(calls[0]!.init, 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ login: 'a@b.ru', password: 'secret1' });
  });

  it('turns an error body into an ApiError carrying the payload', async () => {
    const payload = { error: 'News not found', error_code: 'EntityNotFound', error_data: { detail: 'News not found' } };
    const { client } = setup(() => ({ status: 404, body: payload }));
    const error = await client.request('/news/detail/', { lang: 'ru', schema: Anything }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('News not found');
    expect((error as ApiError).payload).toEqual(payload);
  });

  it("uses the default message 'Ошибка приложения' when the error body has no text", async () => {
    const { client } = setup(() => ({ status: 400, body: { error: '', error_code: 'InvalidInput', error_data: {} } }));
    await expect(client.request('/x/', { lang: 'ru', schema: Anything })).rejects.toThrow('Ошибка приложения');
  });

  it("reports 'HTTP {status}' for a failure without an error body", async () => {
    const { client } = setup(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    const error = await client.request('/news/', { lang: 'ru', schema: Anything }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe('HTTP 502');
  });

  it("revokes the session only after the calls already sent in the visitor's name are answered", async () => {
    const order: string[] = [];
    let answerUser = () => {};
    const userAnswered = new Promise<void>((resolve) => (answerUser = resolve));
    const tokens = memoryTokens({ access: 'A1', refresh: 'R1' });
    const fetchImpl = (async (input: string | URL | Request) => {
      const url = new URL(String(input), 'http://app.test');
      order.push(`sent ${url.pathname}`);
      if (url.pathname === '/api/public/user/') await userAnswered;
      order.push(`answered ${url.pathname}`);
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    const client = createApiClient({ tokens, onSessionEnd: vi.fn(), fetch: fetchImpl });
    const user = client.request('/user/', { lang: 'ru', schema: Anything });
    tokens.clear();
    const revoked = client.revokeRefreshToken('R1', 'ru');
    await Promise.resolve();
    expect(order).toEqual(['sent /api/public/user/']);
    answerUser();
    await Promise.all([user, revoked]);
    expect(order).toEqual(['sent /api/public/user/', 'answered /api/public/user/', 'sent /api/logout/', 'answered /api/logout/']);
  });

  it('refreshes once on InvalidAuthenticationInfo, stores the new tokens and retries the call', async () => {
    const { client, calls, tokens, onSessionEnd } = setup(
      (url, init) => {
        if (url.pathname === '/api/refresh/') return { body: { access: 'A2', refresh: 'R2' } };
        return header(init, 'Authorization') === 'Bearer A2' ? { body: { login: 'visitor@example.ru' } } : authError;
      },
      memoryTokens({ access: 'A1', refresh: 'R1' }),
    );
    await expect(client.request('/user/', { lang: 'ru', schema: Anything })).resolves.toEqual({ login: 'visitor@example.ru' });
    expect(tokens.state).toEqual({ access: 'A2', refresh: 'R2' });
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/public/user/', '/api/refresh/', '/api/public/user/']);
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ refresh: 'R1' });
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls that fail together', async () => {
    const { client, calls } = setup(
      (url, init) => {
        if (url.pathname === '/api/refresh/') return { body: { access: 'A2', refresh: 'R2' } };
        return header(init, 'Authorization') === 'Bearer A2' ? { body: { path: url.pathname } } : authError;
      },
      memoryTokens({ access: 'A1', refresh: 'R1' }),
    );
    await Promise.all([
      client.request('/user/', { lang: 'ru', schema: Anything }),
      client.request('/user/events_favorites/', { lang: 'ru', schema: Anything }),
    ]);
    expect(calls.filter((c) => c.url.pathname === '/api/refresh/')).toHaveLength(1);
  });

  it("logs out with 'Unauthorized: refresh failed' when the refresh fails", async () => {
    const { client, tokens, onSessionEnd } = setup(
      (url) =>
        url.pathname === '/api/refresh/'
          ? { status: 401, body: { error: 'Refresh token reused', error_code: 'InvalidAuthenticationInfo', error_data: {} } }
          : authError,
      memoryTokens({ access: 'A1', refresh: 'R1' }),
    );
    const error = await client.request('/user/', { lang: 'ru', schema: Anything }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect((error as Error).message).toBe('Unauthorized: refresh failed');
    expect(tokens.state).toEqual({});
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('logs out with the error code when the retried call is refused again, retrying only once', async () => {
    const { client, calls, tokens, onSessionEnd } = setup(
      (url) => (url.pathname === '/api/refresh/' ? { body: { access: 'A2', refresh: 'R2' } } : authError),
      memoryTokens({ access: 'A1', refresh: 'R1' }),
    );
    await expect(client.request('/user/', { lang: 'ru', schema: Anything })).rejects.toThrow('InvalidAuthenticationInfo');
    expect(calls.filter((c) => c.url.pathname === '/api/public/user/')).toHaveLength(2);
    expect(tokens.state).toEqual({});
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it("logs out with 'Unauthorized after refresh' when the retry fails with a bare 401", async () => {
    let userCalls = 0;
    const { client, onSessionEnd } = setup(
      (url) => {
        if (url.pathname === '/api/refresh/') return { body: { access: 'A2', refresh: 'R2' } };
        userCalls += 1;
        return userCalls === 1 ? authError : { status: 401, text: '' };
      },
      memoryTokens({ access: 'A1', refresh: 'R1' }),
    );
    await expect(client.request('/user/', { lang: 'ru', schema: Anything })).rejects.toThrow('Unauthorized after refresh');
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const { client, tokens, onSessionEnd } = setup(
      (url) => (url.pathname === '/api/refresh/' ? { status: 503, text: 'Service Unavailable' } : authError),
      memoryTokens({ access: 'A1', refresh: 'R1' }),
    );
    await expect(client.request('/user/', { lang: 'ru', schema: Anything })).rejects.toThrow('HTTP 503');
    expect(tokens.state).toEqual({ access: 'A1', refresh: 'R1' });
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('passes InvalidAuthenticationInfo through without a refresh token and keeps the session', async () => {
    const { client, calls, onSessionEnd } = setup(() => authError, memoryTokens({ access: 'A1' }));
    await expect(client.request('/user/', { lang: 'ru', schema: Anything })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('shares identical GET requests that are in flight', async () => {
    const { client, calls } = setup(() => ({ body: { n: 1 } }));
    const [a, b] = await Promise.all([
      client.request('/topics/', { lang: 'en', schema: Anything }),
      client.request('/topics/', { lang: 'en', schema: Anything }),
    ]);
    expect(a).toEqual(b);
    expect(calls).toHaveLength(1);
    await client.request('/topics/', { lang: 'en', schema: Anything });
    expect(calls).toHaveLength(2);
  });

  it('rejects a response that does not match the contract', async () => {
    const { client } = setup(() => ({ body: { count: 'three' } }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await client.request('/news/', { lang: 'ru', schema: v.object({ count: v.number() }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('InvalidResponse');
  });
});

describe('two tabs of one browser', () => {
  /** One Web Lock shared by both "tabs": callbacks run one after another, as navigator.locks does. */
  function sharedLock(): Pick<LockManager, 'request'> {
    let tail: Promise<unknown> = Promise.resolve();
    const request = (_name: string, callback: (lock: Lock | null) => unknown) => {
      const run = tail.then(() => callback(null));
      tail = run.catch(() => undefined);
      return run;
    };
    return { request: request as unknown as LockManager['request'] };
  }

  it('refresh once between them: the tab that waited takes the tokens the other stored', async () => {
    // Both tabs share localStorage; the server rotates refresh tokens and refuses a rotated one.
    const tokens = memoryTokens({ access: 'a1', refresh: 'r1' });
    const spent = new Set<string>();
    let refreshes = 0;
    const server = (url: URL, init: RequestInit): { status?: number; body: unknown } => {
      if (url.pathname === '/api/refresh/') {
        refreshes += 1;
        const { refresh } = JSON.parse(String(init.body)) as { refresh: string };
        if (spent.has(refresh))
          return { status: 401, body: { error: 'Refresh token reused', error_code: 'InvalidAuthenticationInfo', error_data: {} } };
        spent.add(refresh);
        return { body: { access: 'a2', refresh: 'r2' } };
      }
      return header(init, 'Authorization') === 'Bearer a2' ? { body: { ok: true } } : authError;
    };
    const locks = sharedLock();
    const onSessionEnd = vi.fn();
    const tab = () =>
      createApiClient({
        tokens,
        onSessionEnd,
        locks,
        fetch: (async (input: string | URL | Request, init: RequestInit = {}) => {
          const { status = 200, body } = server(new URL(String(input), 'http://app.test'), init);
          return new Response(JSON.stringify(body), { status });
        }) as typeof fetch,
      });

    const [first, second] = [tab(), tab()];
    await expect(
      Promise.all([first.request('/user/', { lang: 'ru', schema: Anything }), second.request('/user/', { lang: 'ru', schema: Anything })]),
    ).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(tokens.state).toEqual({ access: 'a2', refresh: 'r2' });
  });
});
