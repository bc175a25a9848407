import { describe, expect, it } from 'vitest';
import { formatChinaDateTime, formatCount, formatMmSs, timeAgo } from '../src/format.ts';

const now = new Date('2026-11-20T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('timeAgo (spec §9)', () => {
  it.each([
    [0, 'zh-CN', '刚刚'],
    [29, 'en', 'just now'],
    [30, 'en', '1 minute ago'],
    [125, 'en', '2 minutes ago'],
    [125, 'tc', '2分鐘前'],
    [3600, 'zh-CN', '1小时前'],
    [86_399, 'en', '23 hours ago'],
    [86_400, 'en', '2026-11-19'],
  ] as const)('%i s in %s -> %s', (seconds, lang, expected) => {
    expect(timeAgo(ago(seconds), now, lang)).toBe(expected);
  });

  it('treats a future date as just now instead of a negative age', () => {
    expect(timeAgo(new Date(now.getTime() + 60_000), now, 'en')).toBe('just now');
  });
});

describe('formatMmSs (spec §9)', () => {
  it.each([
    [0, '00:00'],
    [9, '00:09'],
    [61, '01:01'],
    [3599, '59:59'],
    [3600, '60:00'],
    [-5, '00:00'],
    [12.9, '00:12'],
  ])('%s -> %s', (seconds, expected) => {
    expect(formatMmSs(seconds)).toBe(expected);
  });
});

describe('formatCount (spec §9 suffixes)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [999_999, '999.9k'],
    [5_000_000, '5M'],
    [2.5e9, '2.5G'],
    [1e12, '1T'],
    [3e15, '3P'],
    [4e18, '4E'],
    [-1500, '-1.5k'],
    [Number.NaN, '0'],
  ])('%s -> %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });
});

describe('formatChinaDateTime', () => {
  it('renders in UTC+8 whatever the machine zone', () => {
    expect(formatChinaDateTime('2026-11-20T17:30:00.000Z')).toBe('2026-11-21 01:30');
  });
});
