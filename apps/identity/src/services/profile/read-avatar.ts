import type { IdentityContext } from '../../context.ts';
import { avatarStorageKey, isAvatarKey } from './avatar-key.ts';

/** The stored avatar under a key from its URL, or null; a key of the wrong shape never reaches the disk. */
export async function readAvatar(ctx: IdentityContext, avatarKey: string) {
  if (!isAvatarKey(avatarKey)) return null;
  return ctx.files.get(avatarStorageKey(avatarKey));
}
