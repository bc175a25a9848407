import { describe, expect, it } from 'vitest';
import { decryptDocumentNumber, encryptDocumentNumber, maskDocumentNumber } from './document-number-crypto.ts';
import { normalizeDocumentNumber } from '@roadshow/contracts/document-number';

describe('document numbers', () => {
  it('accept a resident ID only with a real birth date and the right check character', () => {
    expect(normalizeDocumentNumber(0, '11010519491231002x')).toBe('11010519491231002X');
    expect(normalizeDocumentNumber(0, '110105194912310021')).toBeNull();
    expect(normalizeDocumentNumber(0, '110105194902300025')).toBeNull();
    expect(normalizeDocumentNumber(0, '1101051949123100')).toBeNull();
  });

  it.each([
    [1, 'e12345678', 'E12345678'],
    [2, 'H 1234 5678', 'H12345678'],
    [3, '12345678', '12345678'],
    [4, 'ABC123456789012', 'ABC123456789012'],
    [5, 'ab-1234', 'AB-1234'],
  ] as const)('normalize type %i: %s', (type, input, expected) => {
    expect(normalizeDocumentNumber(type, input)).toBe(expected);
  });

  it.each([
    [1, '12'],
    [2, 'X12345678'],
    [3, '1234567'],
    [4, 'AB1234'],
    [5, '<script>'],
  ] as const)('refuse type %i: %s', (type, input) => {
    expect(normalizeDocumentNumber(type, input)).toBeNull();
  });

  it('encrypt with a fresh IV each time and refuse a tampered value', () => {
    const one = encryptDocumentNumber('11010519491231002X', 'secret');
    const two = encryptDocumentNumber('11010519491231002X', 'secret');
    expect(one).not.toBe(two);
    expect(decryptDocumentNumber(one, 'secret')).toBe('11010519491231002X');
    expect(() => decryptDocumentNumber(one, 'other secret')).toThrow();
    const [v, iv, tag, data] = one.split('.');
    const flipped = `${v}.${iv}.${tag}.${data!.slice(0, -2)}AA`;
    expect(() => decryptDocumentNumber(flipped, 'secret')).toThrow();
  });

  it('mask all but the last four characters', () => {
    expect(maskDocumentNumber('002X')).toBe('**************002X');
    expect(maskDocumentNumber(null)).toBe('');
  });
});
