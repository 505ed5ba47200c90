/**
 * Starts the real server (Hono on a real port, real database copy) for one API test file, and offers a
 * small fetch wrapper. Usage: `const api = await useApiServer()` at the top of a describe block.
 */
import { testServerEnv } from './server-env';
import { afterAll, inject } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { cloneTemplate } from './test-database';

export type ApiResponse<T = unknown> = { status: number; headers: Headers; body: T };

export type TestApi = {
  server: RunningServer;
  /** Moves the server's clock (token expiry, rate-limit windows); pass null to use real time again. */
  setNow: (date: Date | null) => void;
  get: <T = unknown>(path: string, init?: { token?: string; headers?: Record<string, string> }) => Promise<ApiResponse<T>>;
  send: <T = unknown>(
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    init?: { token?: string; form?: boolean; raw?: boolean; headers?: Record<string, string> },
  ) => Promise<ApiResponse<T>>;
};

export type ApiServerOptions = {
  /**
   * Extra environment. RATE_LIMIT_SCALE defaults to 1000 here, as in the browser tests: most files register
   * many visitors from 127.0.0.1. The files that test the budgets pass RATE_LIMIT_SCALE: '1'.
   */
  env?: Record<string, string>;
  /** Replaces the server's sleep (the slow-down of a targeted account's sign-ins). */
  sleep?: (ms: number) => Promise<void>;
};

export async function useApiServer(options: ApiServerOptions = {}): Promise<TestApi> {
  const config = await cloneTemplate(inject('dbTemplate'));
  let fixedNow: Date | null = null;
  const env = testServerEnv(config, options.env);
  const server = await startServer(env, { now: () => fixedNow ?? new Date(), sleep: options.sleep, quiet: true });
  afterAll(async () => {
    await server.close();
    await config.cleanup();
  });

  return testApiFor(server, (date) => {
    fixedNow = date;
  });
}

/** The fetch wrapper over a running server; setNow moves its clock (useApiServer) or refuses (real time). */
/**
 * A GET, sent again once if the kept-alive socket was reset under it. The server runs in the test's own
 * process: a step that holds the event loop for seconds (growing the benchmark's catalogue) lets the
 * server's idle timer and the client's reuse of the socket fall due in the same turn, and the server closes
 * the socket the client has just written to. Nothing was read, so sending the GET again is the same request.
 */
async function getOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

export function testApiFor(server: RunningServer, setNow: TestApi['setNow']): TestApi {
  const parse = async <T>(res: Response): Promise<ApiResponse<T>> => {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Non-JSON bodies stay text so a test can assert on them.
    }
    return { status: res.status, headers: res.headers, body: body as T };
  };
  const authHeaders = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

  return {
    server,
    setNow,
    get: async (path, init = {}) => parse(await getOnce(server.url + path, { headers: { ...authHeaders(init.token), ...init.headers } })),
    send: async (method, path, body, init = {}) => {
      let payload: BodyInit | undefined;
      const headers: Record<string, string> = { ...authHeaders(init.token), ...init.headers };
      if (init.raw) payload = body as BodyInit;
      else if (init.form) {
        const form = new FormData();
        for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) form.append(key, String(value));
        payload = form;
      } else if (body !== undefined) {
        payload = JSON.stringify(body);
        headers['Content-Type'] = 'application/json';
      }
      return parse(await fetch(server.url + path, { method, headers, body: payload }));
    },
  };
}
