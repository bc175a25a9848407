import type { SignInfoRepository } from '../../repositories/sign-info-repository.ts';
import type { SignInfoStore } from './sign-info-store.ts';

/** The default store: one row per draft, read only before it expires; expired rows are swept on write. */
export function createDatabaseSignInfoStore(repo: SignInfoRepository): SignInfoStore {
  return {
    async put(key, value, { now, expiresAt }) {
      await repo.upsert({ ...key, payload: value, savedAt: now, expiresAt });
      await repo.deleteExpired(now);
    },
    get: (key, now) => repo.findLive(key, now),
    async close() {},
  };
}
