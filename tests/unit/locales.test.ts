/**
 * The three locale files carry the same keys with real texts, and every key the code asks for with a
 * literal t('…'), i18nKey="…", titleKey="…" or pageHead('…') exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import zh from '../../locales/zh.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [nested, text] of flatten(value, full)) out.set(nested, text);
  }
  return out;
}

const locales = { ru: flatten(ru as Tree), en: flatten(en as Tree), zh: flatten(zh as Tree) };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [full] : [];
  });
}

// i18next's plural suffixes: a call t('x', { count }) is satisfied by x_one, x_other, …
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

describe('locale files', () => {
  it.each([
    ['en', 'ru'],
    ['zh', 'ru'],
    ['ru', 'en'],
    ['ru', 'zh'],
    ['en', 'zh'],
    ['zh', 'en'],
  ] as const)('%s has every key of %s', (target, source) => {
    const missing = [...locales[source].keys()].filter((key) => !locales[target].has(key));
    expect(missing).toEqual([]);
  });

  it.each(['ru', 'en', 'zh'] as const)('%s has no empty texts', (lang) => {
    const empty = [...locales[lang]].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('has every key used with a literal in src/ in ru.json', () => {
    const used = new Set<string>();
    const patterns = [
      /\bt\(\s*'([^'$\n]+)'/g,
      /\bt\(\s*"([^"$\n]+)"/g,
      /\bt\(\s*`([^`$\n]+)`/g,
      /(?:i18nKey|titleKey)=["']([^"'\n]+)["']/g,
      /\bpageHead\(\s*'([^'\n]+)'/g,
    ];
    for (const file of sourceFiles(path.resolve('src'))) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of patterns) for (const match of text.matchAll(pattern)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((key) => !locales.ru.has(key) && !PLURAL_SUFFIXES.some((suffix) => locales.ru.has(`${key}${suffix}`)));
    expect(missing).toEqual([]);
  });
});

describe('Chinese punctuation', () => {
  // A label's colon in Chinese is the full-width '：'; an ASCII ':' is allowed only inside times ("16:00").
  it('zh.json writes no ASCII colon after a label', () => {
    const ascii = [...locales.zh].filter(([, text]) => /:(\s|$)/.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(ascii).toEqual([]);
  });

  it('joins a label and its value with common.labelled, whose Chinese colon is full-width', () => {
    expect(locales.zh.get('common.labelled')).toBe('{{label}}：');
    expect(locales.ru.get('common.labelled')).toBe('{{label}}: ');
    expect(locales.en.get('common.labelled')).toBe('{{label}}: ');
  });

  it('no component glues an ASCII colon to a translated label', () => {
    // `{t('x')}: ` or `{label}:` in JSX, or `${t('x')}: ` in a template, would print "展位:" in Chinese.
    const glued = /\}:\s*(<|\{|`|\$)|\)\}:|\}:\s*$/m;
    const offenders = sourceFiles(path.resolve('src'))
      .filter((file) => file.endsWith('.tsx') || file.includes(`${path.sep}routes${path.sep}`))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, index }))
          .filter(({ line }) => /\bt(For\(\w+\))?\(|Label\}/.test(line) && glued.test(line))
          .map(({ line, index }) => `${path.relative('.', file)}:${index + 1}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
