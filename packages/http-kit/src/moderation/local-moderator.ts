import jsQR from 'jsqr';
import type { Lang } from '@roadshow/contracts/locale';
import type { ModerationReason, ModerationVerdict } from '@roadshow/contracts/moderation';
import { toTraditional } from '@roadshow/contracts/text/to-traditional';
import { findRestrictedWords } from './check-restricted-text.ts';
import type { ContentModerator, ModeratedImage } from './content-moderator.ts';
import { RESTRICTED_WORDS, type RestrictedWord } from './restricted-words.ts';

// The list writes Chinese words in Simplified characters; a tc reader sees them in Traditional.
const inScriptOf = (lang: Lang) => (word: string) => (lang === 'tc' ? toTraditional(word) : word);

function verdict(words: string[], reasons: ModerationReason[]): ModerationVerdict {
  return { passed: reasons.length === 0, words, reasons, provider: 'local' };
}

/**
 * The sandbox provider, working offline: text against the restricted-words list (which sees through
 * Traditional characters, full-width letters and filler between characters); pictures are refused
 * when they carry a QR code, the usual way "scan to join my stock-tips group" spam rides on avatars
 * and posters, and the code's text is checked against the list too. It does not recognise what a
 * photo shows: that needs an outside service (MODERATION_URL).
 */
export function createLocalModerator(list: readonly RestrictedWord[] = RESTRICTED_WORDS): ContentModerator {
  const wordsIn = (text: string, lang: Lang) => findRestrictedWords(text, list).map(inScriptOf(lang));
  return {
    name: 'local',
    async checkText(text, lang) {
      const words = wordsIn(text, lang);
      return verdict(words, words.length > 0 ? ['restrictedWords'] : []);
    },
    async checkImage({ pixels, width, height }: ModeratedImage, lang) {
      const code = jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' });
      if (!code) return verdict([], []);
      const words = wordsIn(code.data, lang);
      return verdict(words, words.length > 0 ? ['qrCode', 'restrictedWords'] : ['qrCode']);
    },
  };
}
