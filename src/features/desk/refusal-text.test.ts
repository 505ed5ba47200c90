import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { LANGS } from '../../contract/common';
import { DESK_REFUSALS, DESK_UPLOAD_MAX_BYTES } from '../../contract/desk-data';
import { i18n, tFor } from '../../lib/i18n';
import { setupTestI18n } from '../../ui/testing/render-with-app';
import { refusalText } from './refusal-text';

const refusal = (status: number, data: Record<string, unknown>, message = 'The server’s English detail') =>
  new ApiError(message, { error: message, error_code: status === 413 ? 'PayloadTooLarge' : 'InvalidInput', error_data: data }, status);

/** What the server sends beside each reason (server/import/upload.ts, exhibition.ts). */
const DETAILS: Record<string, Record<string, string | number>> = {
  too_many_files: { limit: 20000 },
  link: { name: 'plans/hall-1.svg' },
  encrypted: { name: 'plans/hall-2.svg' },
  unpacked_too_large: { mb: 1024 },
  one_workbook: { found: 2 },
  unknown_exhibition: { exhibition: 'ME99' },
};

describe('refusalText', () => {
  beforeAll(() => setupTestI18n('ru'));

  it.each(LANGS)('words every refusal the server names in %s, with its details and without the English detail', (lang) => {
    const t = tFor(lang);
    const sentences = new Set<string>();
    for (const reason of DESK_REFUSALS) {
      const details = DETAILS[reason] ?? {};
      const text = refusalText(t, refusal(400, { detail: 'The server’s English detail', reason, ...details }));
      expect(text, reason).not.toContain('{{');
      expect(text, reason).not.toContain('English detail');
      expect(text, reason).not.toContain(`desk.data.refusal.${reason}`);
      for (const value of Object.values(details)) expect(text, reason).toContain(String(value));
      sentences.add(text);
    }
    expect(sentences.size).toBe(DESK_REFUSALS.length);
  });

  it('keeps the server’s detail after a translated lead-in when there is no reason, and names the size limit on a 413', () => {
    const t = tFor('ru');
    expect(refusalText(t, refusal(400, { detail: 'kind must be all or one of …' }, 'kind must be all or one of …'))).toBe(
      i18n.t('desk.data.refused', { lng: 'ru', detail: 'kind must be all or one of …' }),
    );
    expect(refusalText(t, refusal(413, {}))).toContain(String(DESK_UPLOAD_MAX_BYTES / 1024 / 1024));
    expect(refusalText(t, new Error('offline'))).toBe(i18n.t('desk.loadFailed', { lng: 'ru' }));
  });
});
