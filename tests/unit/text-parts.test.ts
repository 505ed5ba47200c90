/**
 * Each language's texts ship in parts (src/contract/text-parts.ts): every key lands in exactly one, and no
 * code outside the pages that load the personal part (sign-in, registration, the application, the
 * personal area) or the hall map's part asks for a key of that part with a literal t('…'), titleKey="…"
 * or pageHead('…').
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import zh from '../../locales/zh.json';
import { SERVER_SECTIONS, splitTexts, TEXT_PARTS } from '../../src/contract/text-parts';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [full] : [];
  });
}

/** Code that runs only once ensurePersonalTexts() has loaded the personal part (the routes' beforeLoad). */
const PERSONAL_CODE = [
  'src/features/account/',
  'src/features/application/',
  'src/features/desk/',
  'src/features/gate/',
  'src/features/ticket/',
  'src/routes/$lang/personal.tsx',
  'src/routes/$lang/personal/',
  'src/routes/$lang/login.tsx',
  'src/routes/$lang/registration.tsx',
  'src/routes/$lang/application.tsx',
  // The staff pages (the gate, the desk) load the personal part in their beforeLoad like the personal area.
  'src/routes/$lang/staff/',
];

/** Code that runs only once ensureMapTexts() has loaded the hall map's part (its route's beforeLoad). */
const MAP_CODE = ['src/features/map/', 'src/routes/$lang/exhibition/map.tsx'];

const KEY_PATTERNS = [/\bt\(\s*['"`]([^'"`$\n]+)['"`]/g, /(?:i18nKey|titleKey)=["']([^"'\n]+)["']/g, /\bpageHead\(\s*'([^'\n]+)'/g];
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('text parts', () => {
  it.each([
    ['ru', ru],
    ['en', en],
    ['zh', zh],
  ] as const)('%s: every key but the server-only sections is in exactly one part', (_lang, texts) => {
    const parts = splitTexts(texts);
    const partKeys = TEXT_PARTS.map((part) => keys(parts[part] as Tree));
    const serverOnly = (key: string) => SERVER_SECTIONS.includes(key.split('.')[0]!);
    const all = partKeys.flat();
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
    expect(all.sort()).toEqual(
      keys(texts as Tree)
        .filter((key) => !serverOnly(key))
        .sort(),
    );
    expect(keys(texts as Tree).filter(serverOnly).length).toBeGreaterThan(0);
    for (const part of partKeys) expect(part.length).toBeGreaterThan(0);
  });

  /** The literal keys the code under `src/` asks for, as "file: key", of the files `include` picks. */
  function askedKeys(include: (file: string) => boolean): string[] {
    const asked: string[] = [];
    for (const file of sourceFiles(path.resolve('src'))) {
      const relative = path.relative('.', file).split(path.sep).join('/');
      if (!include(relative)) continue;
      const text = readFileSync(file, 'utf8');
      for (const pattern of KEY_PATTERNS) for (const match of text.matchAll(pattern)) asked.push(`${relative}: ${match[1]!}`);
    }
    return asked;
  }
  const inPart = (...parts: (keyof ReturnType<typeof splitTexts>)[]) => {
    const split = splitTexts(ru);
    const known = new Set(parts.flatMap((part) => keys(split[part] as Tree)).map((key) => key.replace(PLURAL, '')));
    return (entry: string) => known.has(entry.split(': ')[1]!.replace(PLURAL, ''));
  };
  const under = (prefixes: string[]) => (file: string) => prefixes.some((prefix) => file.startsWith(prefix));

  it('public code asks only for texts of the public part', () => {
    const asked = askedKeys((file) => !under(PERSONAL_CODE)(file) && !under(MAP_CODE)(file));
    expect(asked.length).toBeGreaterThan(50);
    expect(asked.filter((entry) => !inPart('public')(entry))).toEqual([]);
  });

  it('the hall map asks only for texts of the public part and its own', () => {
    const asked = askedKeys(under(MAP_CODE));
    expect(asked.filter((entry) => entry.includes(': map.')).length).toBeGreaterThan(20);
    expect(asked.filter((entry) => !inPart('public', 'map')(entry))).toEqual([]);
  });
});
