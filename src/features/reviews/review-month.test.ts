import { describe, expect, it } from 'vitest';
import { formatReviewMonth } from './review-month';

describe('formatReviewMonth', () => {
  it('shows a review date as the nominative month and the year in Russian', () => {
    expect(formatReviewMonth('2025-11-18', 'ru')).toBe('ноябрь 2025');
    expect(formatReviewMonth('2026-05-01', 'ru')).toBe('май 2026');
  });

  it('shows it as "November 2025" in English and "2025年11月" in Chinese', () => {
    expect(formatReviewMonth('2025-11-30', 'en')).toBe('November 2025');
    expect(formatReviewMonth('2025-11-01', 'zh')).toBe('2025年11月');
  });

  it('shows nothing for a text that is not a date', () => {
    expect(formatReviewMonth('18.11.2025', 'ru')).toBe('');
  });
});
