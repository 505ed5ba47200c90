import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasControlCharacter, noControlCharacters, replaceControlCharacters } from './control-characters';

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

describe('the control characters a text never holds', () => {
  it("are Unicode's Cc category except tab, line feed and carriage return, C1 included", () => {
    const keptControls = new Set([0x09, 0x0a, 0x0d]);
    const disagreements: string[] = [];
    for (let codePoint = 0; codePoint <= 0x2fff; codePoint += 1) {
      const char = String.fromCodePoint(codePoint);
      const expected = /\p{Cc}/u.test(char) && !keptControls.has(codePoint);
      if (hasControlCharacter(`a${char}b`) !== expected) disagreements.push(hex(codePoint));
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['the first C1 control', '\u0080'],
    ['NEL, a line break to some readers', '\u0085'],
    ['the 8-bit CSI', '\u009b'],
    ['the last C1 control', '\u009f'],
  ])('include %s', (_name, char) => {
    expect(hasControlCharacter(`Сталь${char}Прокат`)).toBe(true);
  });

  it.each([
    ['tab, line feed and carriage return', 'a\tb\nc\r\n'],
    ['a no-break space and ©', 'ООО\u00a0«Завод»\u00a9'],
    ['Chinese and an emoji', '金属展览会 🔩'],
    ['a zero-width joiner (a format character, not a control)', '\u200d'],
  ])('leave alone %s', (_name, text) => {
    expect(hasControlCharacter(text)).toBe(false);
  });

  it('are replaced everywhere in a text, on every call', () => {
    expect(replaceControlCharacters('a\u001b[2Jb\u0007c\u009bd', '\uFFFD')).toBe('a\uFFFD[2Jb\uFFFDc\uFFFDd');
    expect(replaceControlCharacters('a\u0000b\u0085c', '')).toBe('abc');
    expect(replaceControlCharacters('a\u0000b', '')).toBe('ab');
    expect(replaceControlCharacters('tab\tstays\n', '')).toBe('tab\tstays\n');
  });

  it('are refused by the schema step with its message', () => {
    const schema = v.pipe(v.string(), noControlCharacters('must not hold control characters'));
    expect(v.safeParse(schema, 'Череповец').success).toBe(true);
    const refused = v.safeParse(schema, 'Череповец\u009b');
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('must not hold control characters');
  });
});
