export class InvalidStorageKeyError extends Error {
  override readonly name = 'InvalidStorageKeyError';
}

const MAX_KEY_LENGTH = 512;
// Segments of the allowed characters joined by single slashes: no leading, trailing or double
// slash, no backslash, no percent sign (so no encoded "../"), no upper case (which would make two
// keys one file on a case-insensitive disk).
const KEY_SHAPE = /^[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)*$/;

/** A key that can be used as a relative path as it is, and can never name anything outside the root. */
export function isValidStorageKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length > MAX_KEY_LENGTH || !KEY_SHAPE.test(key)) return false;
  // ".." climbs out, "." is a no-op that gives one object two keys; "..." is just confusing.
  return key.split('/').every((segment) => !/^\.+$/.test(segment));
}

export function assertStorageKey(key: unknown): asserts key is string {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
}
