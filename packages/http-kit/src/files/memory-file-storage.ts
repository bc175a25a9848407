import type { FileStorage } from './file-storage.ts';
import { assertStorageKey } from './storage-key.ts';

/** Objects in process memory, with the same key rules as the disk: for tests and throw-away runs. */
export function createMemoryFileStorage(): FileStorage {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      objects.set(key, { bytes: Buffer.from(bytes), contentType });
    },
    async get(key) {
      assertStorageKey(key);
      return objects.get(key) ?? null;
    },
    async delete(key) {
      assertStorageKey(key);
      objects.delete(key);
    },
  };
}
