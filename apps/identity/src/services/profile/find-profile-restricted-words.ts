import type { FieldError } from '@roadshow/contracts/envelope';
import { errorMessage } from '@roadshow/contracts/error-codes';
import type { Lang } from '@roadshow/contracts/locale';
import { PROFILE_TEXT_FIELDS, type ProfileTextField, type SafetyCheckResult } from '@roadshow/contracts/profile';
import { AppError } from '@roadshow/http-kit/app-error';
import { findRestrictedWords } from '../moderation/check-restricted-text.ts';
import { toTraditional } from '@roadshow/contracts/text/to-traditional';

// The list writes Chinese words in Simplified characters; a tc reader sees them in Traditional.
const inScriptOf = (lang: Lang) => (word: string) => (lang === 'tc' ? toTraditional(word) : word);

/** Spec §5 "suspected restricted words block saving": which of the text fields hold which words. */
export function findProfileRestrictedWords(
  texts: Partial<Record<ProfileTextField, string>>,
  lang: Lang,
): SafetyCheckResult {
  const show = inScriptOf(lang);
  const fields: SafetyCheckResult['fields'] = [];
  const all = new Set<string>();
  for (const field of PROFILE_TEXT_FIELDS) {
    const text = texts[field];
    if (!text) continue;
    const words = findRestrictedWords(text).map(show);
    if (words.length === 0) continue;
    fields.push({ field, words });
    for (const word of words) all.add(word);
  }
  return { passed: all.size === 0, words: [...all], fields };
}

const listSeparator = (lang: Lang) => (lang === 'en' ? ', ' : '、');

/** Refuses text with restricted words, naming them next to each field and in the message. */
export function assertNoRestrictedWords(texts: Partial<Record<ProfileTextField, string>>, lang: Lang): void {
  const found = findProfileRestrictedWords(texts, lang);
  if (found.passed) return;
  const separator = listSeparator(lang);
  const fields: FieldError[] = found.fields.map(({ field, words }) => ({
    path: `body.${field}`,
    message: errorMessage('RESTRICTED_WORDS', lang, { words: words.join(separator) }),
  }));
  throw new AppError('RESTRICTED_WORDS', { fields, params: { words: found.words.join(separator) } });
}
