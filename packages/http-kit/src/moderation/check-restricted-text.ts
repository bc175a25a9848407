import { foldForMatching, withoutFiller } from './fold-for-matching.ts';
import { RESTRICTED_WORDS, type RestrictedWord } from './restricted-words.ts';

interface PreparedText {
  /** foldForMatching(text): English words are looked for here, between word boundaries. */
  folded: string;
  /** The same without spaces and punctuation: Chinese words are looked for here. */
  compact: string;
}

type Matcher = (text: PreparedText) => boolean;

// An entry of a configured list with no letters left after folding ('--') would match everything.
const NEVER: Matcher = () => false;

const HAN = /\p{Script=Han}/u;

function startsOf(haystack: string, needle: string): number[] {
  const starts: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) starts.push(at);
  return starts;
}

/** Whether the hit at [at, at + length) lies inside one of the ordinary phrases that contain the word. */
function isExcused(haystack: string, at: number, length: number, phrases: readonly string[]): boolean {
  return phrases.some((phrase) =>
    startsOf(haystack, phrase).some((start) => start <= at && start + phrase.length >= at + length),
  );
}

// Chinese has no spaces between words, so a Chinese word matches anywhere in the text, with
// whatever was put between its characters (内 幕 消 息, 内-幕消息) taken out first.
function chineseMatcher(entry: RestrictedWord): Matcher {
  const word = withoutFiller(foldForMatching(entry.word));
  if (!word) return NEVER;
  const except = (entry.except ?? []).map((phrase) => withoutFiller(foldForMatching(phrase)));
  return ({ compact }) => startsOf(compact, word).some((at) => !isExcused(compact, at, word.length, except));
}

// An English word matches only as a whole word (plural allowed), so "cunt" is no hit in
// Scunthorpe and "retard" none in flame-retardant. A neighbouring Chinese character is a boundary.
function englishMatcher(entry: RestrictedWord): Matcher {
  const words = foldForMatching(entry.word)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return NEVER;
  const pattern = new RegExp(
    `(?<![\\p{Script=Latin}\\p{N}])${words.join('[^\\p{Script=Latin}\\p{N}]+')}(?:e?s)?(?![\\p{Script=Latin}\\p{N}])`,
    'gu',
  );
  const except = (entry.except ?? []).map(foldForMatching);
  return ({ folded }) =>
    [...folded.matchAll(pattern)].some((hit) => !isExcused(folded, hit.index, hit[0].length, except));
}

const compiled = new WeakMap<readonly RestrictedWord[], readonly { word: string; matches: Matcher }[]>();

function compile(list: readonly RestrictedWord[]) {
  let matchers = compiled.get(list);
  if (!matchers) {
    matchers = list.map((entry) => ({
      word: entry.word,
      matches: HAN.test(entry.word) ? chineseMatcher(entry) : englishMatcher(entry),
    }));
    compiled.set(list, matchers);
  }
  return matchers;
}

/**
 * The restricted words a piece of profile text contains, as the list writes them, so the page can
 * say which ones; empty when the text may be saved. Traditional characters, full-width letters,
 * capitals and characters spaced out with punctuation all still match.
 */
export function findRestrictedWords(text: string, list: readonly RestrictedWord[] = RESTRICTED_WORDS): string[] {
  const folded = foldForMatching(text);
  const prepared = { folded, compact: withoutFiller(folded) };
  const found = new Set<string>();
  for (const { word, matches } of compile(list)) if (matches(prepared)) found.add(word);
  return [...found];
}
