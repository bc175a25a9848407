import { isValidStorageKey } from '@roadshow/http-kit/files/storage-key';
import type { IdentityContext } from '../../context.ts';
import { privateImagePrefix } from './store-verification-image.ts';

/**
 * Of the keys a form refers to, those that are this user's own private uploads and still exist
 * (hardening item 9): a key of another user, a made-up one or a purged one is not among them.
 */
export async function findOwnImageKeys(
  ctx: Pick<IdentityContext, 'files'>,
  userId: number,
  keys: readonly string[],
): Promise<string[]> {
  const prefix = privateImagePrefix(userId);
  const own: string[] = [];
  for (const key of new Set(keys)) {
    if (!key.startsWith(prefix) || !isValidStorageKey(key)) continue;
    if (await ctx.files.get(key)) own.push(key);
  }
  return own;
}
