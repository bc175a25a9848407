/**
 * Where private files (avatars, business cards, ID documents) live. Keys are paths of lower-case
 * letters, digits, "_", "-", "." and "/" (see storage-key.ts). Nothing here is public: a browser
 * reaches an object only through a signed, expiring URL (signed-url.ts) served by a route that
 * checks it.
 */
export interface FileStorage {
  /** Stores or replaces an object; when it resolves the object is complete and durable. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}
