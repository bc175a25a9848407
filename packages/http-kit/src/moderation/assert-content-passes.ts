import type { Lang } from '@roadshow/contracts/locale';
import type { ModerationReason, ModerationVerdict } from '@roadshow/contracts/moderation';
import { AppError } from '../app-error.ts';
import type { ContentModerator, ModeratedImage } from './content-moderator.ts';

export const listSeparator = (lang: Lang) => (lang === 'en' ? ', ' : '、');

const REASON_TEXT: Record<ModerationReason, Record<Lang, string>> = {
  restrictedWords: { 'zh-CN': '含违禁词', en: 'restricted words', tc: '含違禁詞' },
  qrCode: { 'zh-CN': '含二维码', en: 'it carries a QR code', tc: '含二維碼' },
  provider: { 'zh-CN': '审核服务判定不宜发布', en: 'the review service refused it', tc: '審核服務判定不宜發佈' },
};

/** Why content was refused, as the reader reads it. */
export const reasonText = (reason: ModerationReason, lang: Lang) => REASON_TEXT[reason][lang];

/** The refusal a verdict means, in the reader's language: the words found, or why a picture failed. */
export function refusalOf(verdict: ModerationVerdict, lang: Lang, kind: 'text' | 'image'): AppError {
  const separator = listSeparator(lang);
  const words = verdict.words.join(separator);
  if (kind === 'text')
    return new AppError('RESTRICTED_WORDS', { params: { words: words || REASON_TEXT.provider[lang] } });
  const reasons = verdict.reasons.map((reason) =>
    reason === 'restrictedWords' && words ? `${REASON_TEXT[reason][lang]}: ${words}` : REASON_TEXT[reason][lang],
  );
  return new AppError('IMAGE_REFUSED', { params: { reasons: reasons.join(separator) } });
}

/** Text a user publishes (a question, profile text): refused with the words found, or passed. */
export async function assertTextPasses(moderator: ContentModerator, text: string, lang: Lang): Promise<void> {
  const verdict = await moderator.checkText(text, lang);
  if (!verdict.passed) throw refusalOf(verdict, lang, 'text');
}

/** A picture a user publishes (an avatar): refused with the reasons, or passed. */
export async function assertImagePasses(moderator: ContentModerator, image: ModeratedImage, lang: Lang): Promise<void> {
  const verdict = await moderator.checkImage(image, lang);
  if (!verdict.passed) throw refusalOf(verdict, lang, 'image');
}
