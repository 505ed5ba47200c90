import { describe, expect, it } from 'vitest';
import { joinSentences } from './sentences';

describe('joinSentences', () => {
  it('adds no second full stop after a name that ends in one', () => {
    expect(joinSentences(['Шаньдун Стил Ко., Лтд.', 'Стенды: 3F09', 'Прокат и трубы.'], 'ru')).toBe(
      'Шаньдун Стил Ко., Лтд. Стенды: 3F09. Прокат и трубы.',
    );
  });

  it('ends each part with a full stop when it has none, and keeps other ends of sentences', () => {
    expect(joinSentences(['Alborz Steel', 'Stands: 4G19', 'Why us?', 'And more…'], 'en')).toBe(
      'Alborz Steel. Stands: 4G19. Why us? And more…',
    );
  });

  it('writes Chinese full stops without spaces, and none after a part that ends in either script’s stop', () => {
    expect(joinSentences(['山东钢铁有限公司', '展位：3F09', 'Shandong Steel Co., Ltd.', '轧材。'], 'zh')).toBe(
      '山东钢铁有限公司。展位：3F09。Shandong Steel Co., Ltd.轧材。',
    );
  });

  it('leaves out empty parts and trims the rest', () => {
    expect(joinSentences(['  Kama Steel ', '', '   ', 'Stands: 1A01'], 'en')).toBe('Kama Steel. Stands: 1A01.');
  });
});
