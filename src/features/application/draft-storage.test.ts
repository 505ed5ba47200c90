import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_APPLICATION, type ApplicationFormValues } from './application-form';
import { clearDraft, DRAFT_KEY, readDraft, writeDraft } from './draft-storage';

const typed: ApplicationFormValues = {
  ...EMPTY_APPLICATION,
  last_name: 'Соколова',
  email: 'irina@example.org',
  field_of_activity: 'TC-B',
  equipped_area: '18',
  stand_type: 'Угловой',
  printed_catalog: ['1/2 страницы А4'],
  contests: ['gold', 'future'],
};

afterEach(() => sessionStorage.clear());

describe('the application draft', () => {
  it('reads back what was written, step included', () => {
    expect(writeDraft({ step: 3, values: typed })).toBe(true);
    expect(readDraft()).toEqual({ step: 3, values: typed });
  });

  it('lives in sessionStorage, not localStorage', () => {
    writeDraft({ step: 2, values: typed });
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('reads nothing when there is no draft, and nothing after it was cleared', () => {
    expect(readDraft()).toBeNull();
    writeDraft({ step: 4, values: typed });
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it('reads corrupt JSON and drafts of another version as no draft', () => {
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft()).toBeNull();
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 99, step: 2, values: typed }));
    expect(readDraft()).toBeNull();
  });

  it('keeps the good fields of a damaged draft and falls back to defaults for the rest', () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        step: 7,
        values: {
          ...typed,
          stand_type: 'Пирамида',
          contests: 'gold',
          phone: 42,
        },
      }),
    );
    expect(readDraft()).toEqual({
      step: 1,
      values: {
        ...typed,
        stand_type: EMPTY_APPLICATION.stand_type,
        contests: [],
        phone: '',
      },
    });
  });

  it('works without storage and with storage that throws (private mode, full quota)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(writeDraft({ step: 1, values: typed }, throwing)).toBe(false);
    expect(readDraft(throwing)).toBeNull();
    expect(() => clearDraft(throwing)).not.toThrow();
    expect(writeDraft({ step: 1, values: typed }, null)).toBe(false);
    expect(readDraft(null)).toBeNull();
  });
});
