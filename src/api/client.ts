/**
 * The request core of spec §7–§8. Every call gets ex_type and lang_code; a Bearer header goes along when
 * an access token exists; an error body becomes an ApiError carrying the payload; InvalidAuthenticationInfo
 * triggers one refresh (shared by all calls waiting on it) and one retry, and a failed refresh or a
 * refused retry ends the session. Tabs of the same browser refresh under one Web Lock: the server rotates
 * refresh tokens, so the tab that waited takes the tokens the first one stored instead of spending the
 * rotated token again (which would look like theft and end every tab's session). Identical GETs in flight share one request. Responses are checked
 * against the contract's valibot schemas, the same ones the server builds them from.
 */
import * as v from 'valibot';
import { RefreshResponseSchema } from '../contract/auth';
import { API_LOGOUT_PATH, API_PUBLIC_PATH, API_REFRESH_PATH, DEFAULT_EX_TYPE, ErrorEnvelopeSchema, type Lang } from '../contract/common';
import { safeParseInSlices } from '../lib/parse-in-slices';
import { readJsonBody } from '../lib/read-json-lines';
import { localTokenStore, type TokenStore, type Tokens } from '../session/tokens';
import { ApiError, DEFAULT_ERROR_MESSAGE, HttpError, SessionExpiredError } from './errors';

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export type RequestOptions<TSchema extends v.GenericSchema> = {
  lang: Lang;
  schema: TSchema;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData as multipart form data; a Blob (a File) as its bytes. */
  body?: unknown;
  /**
   * Sent without the Bearer header even when signed in: public lists (catalogue, programme) then carry no
   * personal flags, so one cached copy serves every visitor and personal data stays in personal queries.
   */
  anonymous?: boolean;
  /** A successful answer is a file (the visitor's contacts), handed back as a Blob; errors are still envelopes. */
  file?: boolean;
};

export type ApiClientDeps = {
  tokens: TokenStore;
  /** Called once when the session ends (failed refresh, refused retry). */
  onSessionEnd: () => void;
  exType?: string;
  origin?: string;
  fetch?: typeof fetch;
  /** navigator.locks where the browser has it; tests pass their own. */
  locks?: Pick<LockManager, 'request'> | undefined;
};

const REFRESH_LOCK = 'expo-pwa:token-refresh';
const REVOKE_WAIT_MS = 3000;

export function createApiClient(deps: ApiClientDeps) {
  const exType = deps.exType ?? DEFAULT_EX_TYPE;
  const doFetch = (input: string, init: RequestInit) => (deps.fetch ?? globalThis.fetch)(input, init);
  const inFlight = new Map<string, Promise<unknown>>();
  // Sharing identical GETs is for a page whose components ask at once. On a server, calls of renders for
  // different databases (tests run two servers in one process) could share a URL.
  const dedupe = typeof window !== 'undefined';
  let refreshing: Promise<Tokens | null> | null = null;
  // Calls sent in the visitor's name and not yet answered: a logout waits for them before it revokes the
  // session, or the server, seeing the revocation first, answers them 401 (a full load of /logout asks for
  // the user at start while the route signs out).
  const signedCalls = new Set<Promise<unknown>>();

  function buildUrl(path: string, lang: Lang, query: Record<string, QueryValue> = {}, base = API_PUBLIC_PATH): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
      else params.append(key, String(value));
    }
    params.set('ex_type', exType);
    params.set('lang_code', lang);
    return `${deps.origin ?? ''}${base}${path}?${params.toString()}`;
  }

  /** One HTTP exchange: resolves with the parsed JSON, throws ApiError/HttpError on failure. */
  async function exchange(url: string, init: RequestInit, file = false): Promise<unknown> {
    const response = await doFetch(url, init);
    if (file && response.ok) return response.blob();
    let data: unknown = null;
    try {
      data = await readJsonBody(response);
    } catch (error) {
      // A body that is not JSON counts as none; a connection lost mid-body is a network error.
      if (!(error instanceof SyntaxError)) throw error;
    }
    if (data !== null && typeof data === 'object' && !Array.isArray(data) && 'error' in data) {
      const envelope = v.safeParse(ErrorEnvelopeSchema, data);
      const payload = envelope.success
        ? envelope.output
        : { error: String((data as { error: unknown }).error ?? ''), error_code: 'UnknownError', error_data: {} };
      throw new ApiError(payload.error || DEFAULT_ERROR_MESSAGE, payload, response.status);
    }
    if (response.status >= 400) throw new HttpError(response.status);
    return data;
  }

  function requestInit(options: RequestOptions<v.GenericSchema>, access: string | null): RequestInit {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (access) headers.Authorization = `Bearer ${access}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body instanceof Blob) {
      body = options.body;
      headers['Content-Type'] = 'application/octet-stream';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    return { method: options.method ?? 'GET', headers, body };
  }

  async function refreshTokens(lang: Lang, refusedAccess: string | null): Promise<Tokens | null> {
    const locks = deps.locks ?? globalThis.navigator?.locks;
    return locks ? locks.request(REFRESH_LOCK, () => refreshOnce(lang, refusedAccess)) : refreshOnce(lang, refusedAccess);
  }

  async function refreshOnce(lang: Lang, refusedAccess: string | null): Promise<Tokens | null> {
    const refresh = deps.tokens.refresh();
    if (!refresh) return null;
    // Another tab refreshed while this one waited for the lock: its new pair is already in storage.
    const access = deps.tokens.access();
    if (access && access !== refusedAccess) return { access, refresh };
    try {
      const data = await exchange(buildUrl('', lang, {}, API_REFRESH_PATH), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refresh }),
      });
      const tokens = v.parse(RefreshResponseSchema, data);
      deps.tokens.save(tokens);
      return tokens;
    } catch (error) {
      // Only the server refusing the token ends the session; no network or a 5xx must not sign the
      // visitor out on the exhibition floor.
      if ((error instanceof ApiError || error instanceof HttpError) && error.status >= 400 && error.status < 500) return null;
      throw error;
    }
  }

  function endSession(message: string): never {
    deps.tokens.clear();
    deps.onSessionEnd();
    throw new SessionExpiredError(message);
  }

  async function send<TSchema extends v.GenericSchema>(options: RequestOptions<TSchema>, url: string): Promise<v.InferOutput<TSchema>> {
    let data: unknown;
    const access = options.anonymous ? null : deps.tokens.access();
    try {
      const call = exchange(url, requestInit(options, access), options.file);
      if (access) {
        signedCalls.add(call);
        void call.catch(() => undefined).finally(() => signedCalls.delete(call));
      }
      data = await call;
    } catch (error) {
      if (options.anonymous || !(error instanceof ApiError) || error.code !== 'InvalidAuthenticationInfo' || !deps.tokens.refresh())
        throw error;
      // Calls failing together wait for the same refresh: the server rotates refresh tokens, so a second
      // refresh with the old token would look like token theft and revoke the session.
      refreshing ??= refreshTokens(options.lang, access).finally(() => {
        refreshing = null;
      });
      const tokens = await refreshing;
      if (!tokens) endSession('Unauthorized: refresh failed');
      try {
        data = await exchange(url, requestInit(options, tokens.access), options.file);
      } catch (retryError) {
        if (retryError instanceof ApiError && (retryError.code === 'InvalidAuthenticationInfo' || retryError.status === 401)) {
          endSession(retryError.code || 'Unauthorized after refresh');
        }
        if (retryError instanceof HttpError && retryError.status === 401) endSession('Unauthorized after refresh');
        throw retryError;
      }
    }
    const parsed = await safeParseInSlices(options.schema, data);
    if (!parsed.success) {
      console.warn('Response does not match the contract', url, v.flatten(parsed.issues));
      throw new ApiError(DEFAULT_ERROR_MESSAGE, { error: DEFAULT_ERROR_MESSAGE, error_code: 'InvalidResponse', error_data: {} }, 200);
    }
    return parsed.output;
  }

  return {
    /**
     * Tells the server a refresh token is done with, so its whole family is revoked (logout). Best effort:
     * signing out must also work offline, so failures are swallowed; keepalive lets it outlive a navigation.
     */
    async revokeRefreshToken(refresh: string, lang: Lang): Promise<void> {
      // The wait is bounded: a call hanging on a dead network must not keep the session alive.
      if (signedCalls.size > 0)
        await Promise.race([Promise.allSettled([...signedCalls]), new Promise((resolve) => setTimeout(resolve, REVOKE_WAIT_MS))]);
      try {
        await doFetch(buildUrl('', lang, {}, API_LOGOUT_PATH), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ refresh }),
          keepalive: true,
        });
      } catch {
        // Offline or the server is down: the local sign-out still happened, and the token expires on its own.
      }
    },
    /**
     * Tells the server a device no longer takes reminders (logout), with the access token the session had
     * (the local tokens are already gone by then). Best effort, like revokeRefreshToken: the device's own
     * subscription is ended too, so the push service answers 410 for it and the server forgets it anyway.
     */
    async removePushDevice(endpoint: string, access: string, lang: Lang): Promise<void> {
      try {
        await doFetch(buildUrl('/user/push_subscriptions/remove/', lang), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${access}` },
          body: JSON.stringify({ endpoint }),
          keepalive: true,
        });
      } catch {
        // Offline, or the server already forgot the device.
      }
    },
    request<TSchema extends v.GenericSchema>(path: string, options: RequestOptions<TSchema>): Promise<v.InferOutput<TSchema>> {
      const url = buildUrl(path, options.lang, options.query);
      if ((options.method ?? 'GET') !== 'GET') return send(options, url);
      if (!dedupe) return send(options, url);
      const key = `${url}|${options.anonymous ? '' : (deps.tokens.access() ?? '')}`;
      const existing = inFlight.get(key);
      if (existing) return existing as Promise<v.InferOutput<TSchema>>;
      const promise = send(options, url).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}

type SessionEndListener = () => void;
const sessionEndListeners = new Set<SessionEndListener>();

/** The session module listens here to drop the user (and personal data) when the API ends the session. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

let transport: typeof fetch = (input, init) => globalThis.fetch(input, init);

/**
 * The server's renderer answers the app's API calls in-process (src/entry-server.tsx): a page rendered on
 * the server never makes an HTTP round trip to its own server.
 */
export function setApiTransport(fetchApi: typeof fetch) {
  transport = fetchApi;
}

export const api = createApiClient({
  tokens: localTokenStore,
  onSessionEnd: () => sessionEndListeners.forEach((listener) => listener()),
  fetch: (input, init) => transport(input, init),
});
