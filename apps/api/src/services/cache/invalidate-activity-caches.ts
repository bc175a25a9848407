import type { Cache } from './cache.ts';
import { ACTIVITY_CACHE_PREFIXES } from './cache-keys.ts';

/** Clears every cached answer that shows activities (home lists and searches), in every process. */
export async function invalidateActivityCaches(cache: Cache): Promise<void> {
  await Promise.all(ACTIVITY_CACHE_PREFIXES.map((prefix) => cache.invalidate(prefix)));
}
