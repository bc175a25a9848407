import * as OpenCC from 'opencc-js';

// Built lazily: loading the dictionaries costs tens of milliseconds that only seeding should pay.
let converter: ((text: string) => string) | undefined;

/** zh-CN to Traditional Chinese with Taiwan characters, the script the tc locale shows. */
export function toTraditional(text: string): string {
  converter ??= OpenCC.Converter({ from: 'cn', to: 'tw' });
  return converter(text);
}
