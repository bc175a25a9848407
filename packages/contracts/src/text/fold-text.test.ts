import { describe, expect, it } from 'vitest';
import { fold } from './fold-text.ts';
import { toTraditional } from './to-traditional.ts';

describe('fold', () => {
  it('folds script, case, width and whitespace', () => {
    expect(fold('業績說明會')).toBe('业绩说明会');
    expect(fold('臺灣 裏面')).toBe(fold('台湾 里面'));
    expect(fold('ＡＢＣ１２３\tX\u3000y')).toBe('abc123 x y');
  });

  it('is applied per character, so folding a part gives the part of the folded whole', () => {
    const text = '走进華辰新能：智能製造基地 Strategy DAY ﬁnance';
    const chars = [...text];
    for (let start = 0; start < chars.length; start += 1) {
      for (let end = start; end <= chars.length; end += 1) {
        expect(fold(text)).toContain(fold(chars.slice(start, end).join('')));
      }
    }
  });

  it('folds the Traditional form of common title words back to the Simplified one', () => {
    for (const word of ['业绩说明会', '投资者交流会', '可转债发行网上路演', '重大资产重组', '现金分红', '战略发布会']) {
      expect(fold(toTraditional(word))).toBe(fold(word));
    }
  });
});
