import { z } from 'zod';

/** Longest text one moderation call takes (a profile introduction, a question, a poster's text). */
export const MODERATION_TEXT_MAX = 5000;
/** Spec §9: app images are at most 2 MB; base64 makes that about 2.8 million characters. */
export const MODERATION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * POST /roadshow/roadShow/moderateAppContent (spec §7 "content moderation of an app image or text"):
 * a text, or an image as base64 (a data URL is accepted too).
 */
export const moderateAppContentBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z
      .string()
      .trim()
      .min(1, { message: 'text is required' })
      .max(MODERATION_TEXT_MAX, { message: `text is at most ${MODERATION_TEXT_MAX} characters` }),
  }),
  z.object({
    type: z.literal('image'),
    image: z
      .string()
      .min(1, { message: 'image is required' })
      .max(Math.ceil((MODERATION_IMAGE_MAX_BYTES * 4) / 3) + 64, { message: 'image is at most 2 MB' }),
  }),
]);
export type ModerateAppContentBody = z.infer<typeof moderateAppContentBodySchema>;

/** Why content was refused: listed words, a QR code in a picture, or a label an outside provider gave. */
export const MODERATION_REASONS = ['restrictedWords', 'qrCode', 'provider'] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

export const moderationVerdictSchema = z.object({
  passed: z.boolean(),
  /** Restricted words found, in the reader's script. */
  words: z.array(z.string()),
  reasons: z.array(z.enum(MODERATION_REASONS)),
  /** Which provider answered: local (the word list and the QR check) or an outside service's name. */
  provider: z.string(),
});
export type ModerationVerdict = z.infer<typeof moderationVerdictSchema>;
