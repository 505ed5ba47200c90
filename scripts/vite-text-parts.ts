/**
 * `virtual:texts/{lang}-{part}`: one part of a language's texts (src/contract/text-parts.ts) as its own chunk,
 * cut from locales/{lang}.json at build time, so the public pages never download the account forms' texts.
 * JSON.parse of a string literal is quicker to evaluate than the same object as a literal.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { splitTexts, TEXT_PARTS, type TextPart } from '../src/contract/text-parts';

const PREFIX = 'virtual:texts/';
const ID = /^\0virtual:texts\/([a-z]{2})-([a-z]+)$/;

export function textParts(): Plugin {
  let root = process.cwd();
  return {
    name: 'expo:text-parts',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      const match = ID.exec(id);
      if (!match) return undefined;
      const [, lang, part] = match as unknown as [string, string, TextPart];
      if (!TEXT_PARTS.includes(part)) throw new Error(`text-parts: no part "${part}" (${TEXT_PARTS.join(', ')})`);
      const file = path.join(root, 'locales', `${lang}.json`);
      this.addWatchFile(file);
      const texts = splitTexts(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[part];
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}
