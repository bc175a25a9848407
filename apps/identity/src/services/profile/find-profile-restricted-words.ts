import type { FieldError } from '@roadshow/contracts/envelope';
import { errorMessage } from '@roadshow/contracts/error-codes';
import type { Lang } from '@roadshow/contracts/locale';
import { PROFILE_TEXT_FIELDS, type ProfileTextField, type SafetyCheckResult } from '@roadshow/contracts/profile';
import { AppError } from '@roadshow/http-kit/app-error';
import { listSeparator, reasonText } from '@roadshow/http-kit/moderation/assert-content-passes';
import type { ContentModerator } from '@roadshow/http-kit/moderation/content-moderator';

/**
 * Spec §5 "suspected restricted words block saving": which of the text fields hold which words, as
 * the platform's moderation service sees them (decision 055), in the reader's script.
 */
export async function findProfileRestrictedWords(
  moderator: ContentModerator,
  texts: Partial<Record<ProfileTextField, string>>,
  lang: Lang,
): Promise<SafetyCheckResult> {
  const fields: SafetyCheckResult['fields'] = [];
  const all = new Set<string>();
  for (const field of PROFILE_TEXT_FIELDS) {
    const text = texts[field];
    if (!text) continue;
    const verdict = await moderator.checkText(text, lang);
    if (verdict.passed) continue;
    // An outside service may refuse without naming words: the field is still marked.
    const words = verdict.words.length > 0 ? verdict.words : [reasonText('provider', lang)];
    fields.push({ field, words });
    for (const word of words) all.add(word);
  }
  return { passed: all.size === 0, words: [...all], fields };
}

/** Refuses text with restricted words, naming them next to each field and in the message. */
export async function assertNoRestrictedWords(
  moderator: ContentModerator,
  texts: Partial<Record<ProfileTextField, string>>,
  lang: Lang,
): Promise<void> {
  const found = await findProfileRestrictedWords(moderator, texts, lang);
  if (found.passed) return;
  const separator = listSeparator(lang);
  const fields: FieldError[] = found.fields.map(({ field, words }) => ({
    path: `body.${field}`,
    message: errorMessage('RESTRICTED_WORDS', lang, { words: words.join(separator) }),
  }));
  throw new AppError('RESTRICTED_WORDS', { fields, params: { words: found.words.join(separator) } });
}
