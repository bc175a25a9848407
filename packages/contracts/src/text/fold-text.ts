import * as OpenCC from 'opencc-js';

// Server-side only (search in the API, restricted words in identity): the web never imports this.
// Taiwan and Hong Kong variants first to OpenCC's standard Traditional, then to Simplified. Only
// the character tables matter here: fold() converts one code point at a time (see below). Built on
// first use: the dictionaries cost tens of milliseconds that a start-up should not pay.
let twToSimplified: ((text: string) => string) | undefined;
let hkToSimplified: ((text: string) => string) | undefined;

const folded = new Map<string, string>();
// Text uses a few thousand distinct characters; the bound only stops hostile input from growing it.
const MAX_MEMO = 50_000;

/** Any run of whitespace, tabs and newlines included: queries and stored text use single spaces. */
const WHITESPACE = /\s/u;

function foldCodePoint(char: string): string {
  const hit = folded.get(char);
  if (hit !== undefined) return hit;
  twToSimplified ??= OpenCC.Converter({ from: 'tw', to: 'cn' });
  hkToSimplified ??= OpenCC.Converter({ from: 'hk', to: 'cn' });
  const value = WHITESPACE.test(char)
    ? ' '
    : hkToSimplified(twToSimplified(char.normalize('NFKC')))
        .toLowerCase()
        // NFKC can turn one character into a space-containing sequence; keep spaces single.
        .replace(/\s/gu, ' ');
  if (folded.size >= MAX_MEMO) folded.clear();
  folded.set(char, value);
  return value;
}

/**
 * The matching key of a text: full-width forms to ASCII (NFKC), Traditional to Simplified Chinese,
 * lower case, whitespace to spaces. It works one code point at a time, so fold(a + b) is always
 * fold(a) + fold(b): a folded query is a substring of a folded text exactly when the text has a
 * substring that folds to it. Phrase-level conversion would break that (OpenCC turns some
 * phrases into words of another length), so the same function runs on stored text and queries,
 * and on restricted words and the profile text they are looked for in.
 */
export function fold(text: string): string {
  let out = '';
  for (const char of text) out += foldCodePoint(char);
  return out;
}

export interface FoldedWithOffsets {
  text: string;
  /** offsets[i] = UTF-16 offset in the source of the code point that produced text[i]; one extra entry at the end. */
  offsets: number[];
}

/** fold() plus, for every folded code unit, where it came from; for highlighting in the original text. */
export function foldWithOffsets(source: string): FoldedWithOffsets {
  let text = '';
  const offsets: number[] = [];
  let at = 0;
  for (const char of source) {
    const piece = foldCodePoint(char);
    for (let i = 0; i < piece.length; i += 1) offsets.push(at);
    text += piece;
    at += char.length;
  }
  offsets.push(at);
  return { text, offsets };
}
