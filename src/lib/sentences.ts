/**
 * Sentences joined into one text (a link preview's description): each part ends with its language's full
 * stop unless it already ends with a sentence's end of its own, so a name such as "… Ко., Лтд." is not
 * followed by a second full stop. Chinese ends a sentence with "。" and writes no space after it.
 */
import type { Lang } from '../contract/common';

/** What already ends a sentence: a full stop, question or exclamation mark, an ellipsis, in either script. */
const ENDED = /[.!?…。！？]$/;

export function joinSentences(parts: readonly string[], lang: Lang): string {
  const stop = lang === 'zh' ? '。' : '.';
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (ENDED.test(part) ? part : `${part}${stop}`))
    .join(lang === 'zh' ? '' : ' ');
}
