import * as OpenCC from 'opencc-js';

// Server-side only (API, identity, seed): the web never imports this, so the dictionaries stay out
// of the browser bundle. Built on first use: loading them costs tens of milliseconds.
let converter: ((text: string) => string) | undefined;

const converted = new Map<string, string>();
// The same titles and place names are asked for constantly; the bound only stops hostile input.
const MAX_MEMO = 20_000;

/** zh-CN text in Traditional characters with Taiwan forms, the script the tc locale shows (DESIGN §4). */
export function toTraditional(text: string): string {
  const hit = converted.get(text);
  if (hit !== undefined) return hit;
  converter ??= OpenCC.Converter({ from: 'cn', to: 'tw' });
  const value = converter(text);
  if (converted.size >= MAX_MEMO) converted.clear();
  converted.set(text, value);
  return value;
}
