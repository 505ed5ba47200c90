import { describe, expect, it } from 'vitest';
import { ApiError, HttpError, SessionExpiredError } from '../../api/errors';
import { hasEnded, ticketErrorText, ticketState } from './ticket-state';

const exhibition = (date_end: string, registration_available = true) => ({ date_end, registration_available });

describe('ticketState', () => {
  const end = '2027-11-12T16:00:00+03:00';

  it('offers the ticket until the closing time in Moscow, and says the exhibition ended one minute later', () => {
    expect(ticketState(exhibition(end), new Date('2027-11-12T12:59:59Z'))).toBe('ticket');
    expect(ticketState(exhibition(end), new Date('2027-11-12T13:01:00Z'))).toBe('ended');
  });

  it('says the exhibition ended even when its registration is still marked open or already closed', () => {
    const after = new Date('2028-01-01T00:00:00Z');
    expect(ticketState(exhibition(end, true), after)).toBe('ended');
    expect(ticketState(exhibition(end, false), after)).toBe('ended');
  });

  it('says registration is not available before the end when registration is closed', () => {
    expect(ticketState(exhibition(end, false), new Date('2027-11-10T08:00:00Z'))).toBe('registration-closed');
  });

  it('reads the legacy DD.MM.YYYY HH:mm:ss end date as Moscow wall time', () => {
    // 16:00 in Moscow is 13:00 UTC, whatever the zone of the device running the test.
    expect(hasEnded('12.11.2027 16:00:00', new Date('2027-11-12T12:30:00Z'))).toBe(false);
    expect(hasEnded('12.11.2027 16:00:00', new Date('2027-11-12T13:30:00Z'))).toBe(true);
  });

  it('keeps a date-only end date open until midnight in Moscow', () => {
    expect(hasEnded('2027-11-12', new Date('2027-11-12T20:59:00Z'))).toBe(false);
    expect(hasEnded('2027-11-12', new Date('2027-11-12T21:00:01Z'))).toBe(true);
  });

  it('does not hide the ticket behind an unreadable end date', () => {
    expect(ticketState(exhibition('soon'), new Date('2030-01-01T00:00:00Z'))).toBe('ticket');
  });
});

describe('ticketErrorText', () => {
  const apiError = (code: string, data: Record<string, unknown>, status = 400) =>
    new ApiError('Ошибка приложения', { error: 'Ошибка приложения', error_code: code, error_data: data }, status);

  it('tells a visitor without a registration that they are not registered', () => {
    expect(ticketErrorText(apiError('EntityNotFound', { detail: 'You are not registered for ME27' }, 404))).toEqual({
      key: 'tooltips.not_registered',
    });
  });

  it('shows error_data.message of another server error, and its detail when there is no message', () => {
    expect(ticketErrorText(apiError('InvalidInput', { message: 'Билет ещё готовится', detail: 'x' }))).toEqual({
      text: 'Билет ещё готовится',
    });
    expect(ticketErrorText(apiError('Forbidden', { detail: 'Registration is suspended' }, 403))).toEqual({
      text: 'Registration is suspended',
    });
  });

  it('treats network failures, bodiless HTTP errors, answers off the contract and empty messages as a failed load', () => {
    const failed = { key: 'tooltips.failed_load_ticket' };
    expect(ticketErrorText(new TypeError('Failed to fetch'))).toEqual(failed);
    expect(ticketErrorText(new HttpError(502))).toEqual(failed);
    expect(ticketErrorText(new SessionExpiredError('Unauthorized: refresh failed'))).toEqual(failed);
    expect(ticketErrorText(apiError('InvalidResponse', {}, 200))).toEqual(failed);
    expect(ticketErrorText(apiError('InternalError', { message: '  ' }, 500))).toEqual(failed);
  });
});
