import { describe, expect, it } from 'vitest';
import { APPLICATION_RETRIES, applicationMutationOptions } from './application';
import { ApiError, HttpError, SessionExpiredError } from './errors';

const refusal = (status: number, code = 'InvalidInput') =>
  new ApiError('refused', { error: 'refused', error_code: code, error_data: {} }, status);
const { retry, retryDelay } = applicationMutationOptions;

describe('retrying the application post', () => {
  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a 503 without a body', new HttpError(503)],
    ['a 500 error body', refusal(500, 'InternalError')],
    ['a rate limit', refusal(429, 'TooManyRequests')],
    ['an ended session (sent again without a token)', new SessionExpiredError('Unauthorized: refresh failed')],
  ])('tries again after %s', (_name, error) => {
    expect(retry(0, error)).toBe(true);
    expect(retry(APPLICATION_RETRIES - 1, error)).toBe(true);
    expect(retry(APPLICATION_RETRIES, error)).toBe(false);
  });

  it.each([
    ['invalid input', refusal(400)],
    ['an unknown exhibition', refusal(400)],
    ['a 413 without a body', new HttpError(413)],
  ])('does not send again what the server refused: %s', (_name, error) => {
    expect(retry(0, error)).toBe(false);
  });

  it('waits longer after each failure', () => {
    const pauses = Array.from({ length: APPLICATION_RETRIES }, (_, failure) => retryDelay(failure));
    expect(pauses).toEqual([...pauses].sort((a, b) => a - b));
    expect(new Set(pauses).size).toBe(pauses.length);
    expect(pauses.reduce((sum, pause) => sum + pause, 0)).toBeLessThan(10_000);
  });
});
