const HAN_RUN = /\p{Script=Han}{2,}/gu;

/**
 * Every pair of adjacent Han characters in text, once each. pg_trgm cannot serve a two-character
 * LIKE '%业绩%' from its index (a pattern needs three characters to yield a trigram), but stored
 * as a space-delimited word, LIKE '% 业绩 %' yields padded trigrams and uses the index. Two
 * characters is the most common length of a Chinese search word.
 */
export function hanBigrams(text: string): string[] {
  const pairs = new Set<string>();
  for (const [run] of text.matchAll(HAN_RUN)) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i += 1) pairs.add(`${chars[i]}${chars[i + 1]}`);
  }
  return [...pairs];
}
