import { describe, expect, it } from 'vitest';
import { ERRORS } from '../src/error-codes.ts';

describe('error catalogue', () => {
  it('has a distinct, non-empty message in all three languages for every code', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      expect(entry['zh-CN'], code).toMatch(/\S/);
      expect(entry.en, code).toMatch(/^[\x20-\x7e]+$/);
      expect(entry.tc, code).toMatch(/\S/);
      expect(entry.en, code).not.toBe(entry['zh-CN']);
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
    }
  });
});
