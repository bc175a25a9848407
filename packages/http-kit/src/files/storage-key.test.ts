import { describe, expect, it } from 'vitest';
import { isValidStorageKey } from './storage-key.ts';

describe('isValidStorageKey', () => {
  it.each(['a', 'avatars/u-1/2024_05.jpg', 'a.b/c-d/e_f', '0/1/2', 'file..name', '.hidden', 'x'.repeat(512)])(
    'accepts %j',
    (key) => {
      expect(isValidStorageKey(key)).toBe(true);
    },
  );

  it.each(['', '/a', 'a/', 'a//b', '..', 'a/../b', './a', 'a/...', 'A', 'a%2f..', 'a\\b', 'a\nb', 'x'.repeat(513), 7])(
    'refuses %j',
    (key) => {
      expect(isValidStorageKey(key)).toBe(false);
    },
  );
});
