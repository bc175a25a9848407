/**
 * Text as the word list is written: the same fold as search (full-width forms to ASCII, Traditional
 * to Simplified, lower case, whitespace to spaces), one code point at a time on purpose: OpenCC's
 * phrase tables would turn some phrases into words of another length.
 */
export { fold as foldForMatching } from '@roadshow/contracts/text/fold-text';

// Spaces, punctuation, symbols (emoji included), control and format characters (zero-width
// spaces) and combining marks: what someone puts between 内 and 幕 to slip past a filter.
const FILLER = /[\p{Z}\p{P}\p{S}\p{C}\p{M}\s]/gu;

/** Folded text without anything that is not a letter or digit, for matching Chinese words. */
export function withoutFiller(folded: string): string {
  return folded.replace(FILLER, '');
}
