/** The client's error types of spec §8. */
import type { ErrorEnvelope } from '../contract/common';

export const DEFAULT_ERROR_MESSAGE = 'Ошибка приложения';

/** The server answered with an error body; the payload is kept for forms and toasts. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly payload: ErrorEnvelope,
    readonly status: number,
  ) {
    super(message);
  }

  get code(): string {
    return this.payload.error_code;
  }
}

/** The server failed without an error body (proxy pages, crashes): message 'HTTP {status}'. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** The session ended: the refresh failed or the retried call was refused again. */
export class SessionExpiredError extends Error {
  override name = 'SessionExpiredError';
}

export const isApiError = (error: unknown, code?: string): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);

/** error_data.detail of a server error, for a loader's error state (spec §8); null when there is none. */
export function errorDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const detail = error.payload.error_data.detail;
  return typeof detail === 'string' && detail ? detail : null;
}
