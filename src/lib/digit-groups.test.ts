import { describe, expect, it } from 'vitest';
import { keepDigitGroupsTogether, keepDigitGroupsTogetherInHtml } from './digit-groups';

const NBSP = '\u00A0';

describe('keepDigitGroupsTogether', () => {
  it.each([
    ['более 8 000 позиций', `более 8${NBSP}000 позиций`],
    ['12 500 м²', `12${NBSP}500 м²`],
    ['1 250 000 тонн', `1${NBSP}250${NBSP}000 тонн`],
  ])('joins the groups of %s', (input, output) => {
    expect(keepDigitGroupsTogether(input)).toBe(output);
  });

  it.each([
    'в 2027 году 120 компаний', // a year then a count: four digits cannot open a grouped number
    '9 ноября, 10:00',
    'стенды 1 и 2',
  ])('leaves %s as it is', (text) => {
    expect(keepDigitGroupsTogether(text)).toBe(text);
  });

  it('changes the text of HTML only, not its tags', () => {
    const html = '<p title="1 000">Склад на 8 000 позиций</p><img width="1 000">';
    expect(keepDigitGroupsTogetherInHtml(html)).toBe(`<p title="1 000">Склад на 8${NBSP}000 позиций</p><img width="1 000">`);
  });
});
