import { describe, expect, it } from 'vitest';
import { hanBigrams } from './han-bigrams.ts';
import { pinyinKeys } from './pinyin-keys.ts';

describe('pinyinKeys', () => {
  it('joins toneless syllables and their initials, reading polyphones in context', () => {
    expect(pinyinKeys('华辰新能')).toEqual({ full: 'huachenxinneng', initials: 'hcxn' });
    expect(pinyinKeys('重庆银行')).toEqual({ full: 'chongqingyinhang', initials: 'cqyh' });
    expect(pinyinKeys('绿地控股').full).toBe('lvdikonggu');
  });

  it('keeps Latin letters and digits and drops punctuation', () => {
    expect(pinyinKeys('TCL科技（香港）')).toEqual({ full: 'tclkejixianggang', initials: 'tclkjxg' });
  });
});

describe('hanBigrams', () => {
  it('lists each pair of adjacent Han characters once, not across other characters', () => {
    expect(hanBigrams('业绩说明 业绩a说')).toEqual(['业绩', '绩说', '说明']);
    expect(hanBigrams('abc 业')).toEqual([]);
  });
});
