import * as OpenCC from 'opencc-js';

// Built on first use: the dictionaries cost tens of milliseconds that only a tc request should pay.
let converter: ((text: string) => string) | undefined;

/** zh-CN to Traditional Chinese with Taiwan characters, the script the tc locale shows (DESIGN §4). */
export function toTraditional(text: string): string {
  converter ??= OpenCC.Converter({ from: 'cn', to: 'tw' });
  return converter(text);
}
