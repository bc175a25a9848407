import type { Lang } from '@roadshow/contracts/locale';
import type { ModerationVerdict } from '@roadshow/contracts/moderation';

/**
 * A picture to check: its bytes and their media type (for an outside service; the type as read from
 * the bytes, never from a name) and its decoded RGBA pixels (for the local QR check).
 */
export interface ModeratedImage {
  bytes: Uint8Array;
  /** image/jpeg, image/png, image/gif, image/webp or image/bmp. */
  mimeType: string;
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Spec §7 "content moderation of an app image or text": one service for every text and picture users
 * publish (questions, profile text, avatars, live-room pictures, console covers and guest photos). The
 * local provider (restricted-words list and QR check) is the default; an outside review service fits
 * the same interface (decision 055). A provider that cannot answer throws AppError
 * MODERATION_UNAVAILABLE: callers refuse rather than publish unchecked.
 */
export interface ContentModerator {
  /** Local, or the outside service's host: shown in the verdict and the logs. */
  readonly name: string;
  checkText(text: string, lang: Lang): Promise<ModerationVerdict>;
  checkImage(image: ModeratedImage, lang: Lang): Promise<ModerationVerdict>;
}
