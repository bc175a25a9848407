import { fold } from '@roadshow/contracts/text/fold-text';

/** More words than this add cost (one LIKE each) without narrowing anything a user would notice. */
export const MAX_SEARCH_TERMS = 6;

/**
 * The words of a search box entry, folded (script, case, width) and without repeats. Every word
 * must match, anywhere in the activity's text: "华辰 业绩" finds 华辰's results briefings. Words
 * past MAX_SEARCH_TERMS are ignored.
 */
export function searchTerms(input: string): string[] {
  const words = fold(input)
    .split(' ')
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}
