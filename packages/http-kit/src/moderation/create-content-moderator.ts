import type { ContentModerator } from './content-moderator.ts';
import { createHttpModerator } from './http-moderator.ts';
import { createLocalModerator } from './local-moderator.ts';

/** MODERATION_URL set: the outside review service there; unset: the local provider (decision 055). */
export function createContentModerator(options: { url?: string } = {}): ContentModerator {
  return options.url ? createHttpModerator({ url: options.url }) : createLocalModerator();
}
