import * as OpenCC from 'opencc-js';

// Built on first use: the dictionaries cost tens of milliseconds that a start-up should not pay.
let twToSimplified: ((text: string) => string) | undefined;
let hkToSimplified: ((text: string) => string) | undefined;

const folded = new Map<string, string>();
// Profile text uses a few thousand distinct characters; the bound only stops hostile input growing it.
const MAX_MEMO = 50_000;

function foldCodePoint(char: string): string {
  const hit = folded.get(char);
  if (hit !== undefined) return hit;
  twToSimplified ??= OpenCC.Converter({ from: 'tw', to: 'cn' });
  hkToSimplified ??= OpenCC.Converter({ from: 'hk', to: 'cn' });
  const value = hkToSimplified(twToSimplified(char.normalize('NFKC'))).toLowerCase();
  if (folded.size >= MAX_MEMO) folded.clear();
  folded.set(char, value);
  return value;
}

/**
 * Text as the word list is written: full-width forms to ASCII (NFKC), Traditional to Simplified
 * Chinese, lower case. One code point at a time, on purpose: OpenCC's phrase tables would turn some
 * phrases into words of another length, and a word split by spaces would then fold differently
 * from the same word written whole.
 */
export function foldForMatching(text: string): string {
  let out = '';
  for (const char of text) out += foldCodePoint(char);
  return out;
}

// Spaces, punctuation, symbols (emoji included), control and format characters (zero-width
// spaces) and combining marks: what someone puts between 内 and 幕 to slip past a filter.
const FILLER = /[\p{Z}\p{P}\p{S}\p{C}\p{M}\s]/gu;

/** Folded text without anything that is not a letter or digit, for matching Chinese words. */
export function withoutFiller(folded: string): string {
  return folded.replace(FILLER, '');
}
