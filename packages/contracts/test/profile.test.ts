import { describe, expect, it } from 'vitest';
import { ERRORS, errorMessage, isErrorCode } from '../src/error-codes.ts';
import { isCalendarDate, latestBirthday, profileFormSchema, type ProfileFields } from '../src/profile.ts';

const EMPTY: ProfileFields = {
  nickName: 'Investor',
  realName: '',
  gender: '',
  birthday: '',
  email: '',
  company: '',
  position: '',
  province: '',
  city: '',
  introduction: '',
};
const NOW = new Date('2026-11-20T06:00:00Z');
const issuesOf = (value: Partial<Record<keyof ProfileFields, string>>) => {
  const parsed = profileFormSchema(() => NOW).safeParse({ ...EMPTY, ...value });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('profile form schema', () => {
  it('takes a minimal and a full profile', () => {
    expect(issuesOf({})).toEqual({});
    expect(
      issuesOf({
        nickName: '张经理',
        gender: 'f',
        birthday: '2000-02-29',
        email: 'ir@example.com.cn',
        province: '440000',
        city: '440300',
        introduction: 'Line one\nLine two\twith a tab',
      }),
    ).toEqual({});
  });

  it('names every failure with an error code that has words in all three languages', () => {
    const issues = issuesOf({
      nickName: ' ',
      realName: '名'.repeat(21),
      gender: 'x',
      birthday: '2026-11-22',
      email: 'ir@',
      company: 'c'.repeat(51),
      position: 'p'.repeat(51),
      city: '440300',
      introduction: 'i'.repeat(501),
    });
    expect(issues).toEqual({
      nickName: 'NICKNAME_REQUIRED',
      realName: 'REAL_NAME_TOO_LONG',
      gender: 'GENDER_INVALID',
      email: 'EMAIL_INVALID',
      company: 'COMPANY_TOO_LONG',
      position: 'POSITION_TOO_LONG',
      introduction: 'INTRODUCTION_TOO_LONG',
    });
    // The object-level checks run once every field has the right shape.
    expect(issuesOf({ birthday: '2026-11-22', city: '440300' })).toEqual({
      birthday: 'BIRTHDAY_INVALID',
      city: 'REGION_UNKNOWN',
    });
    for (const code of Object.values(issues)) expect(isErrorCode(code), code).toBe(true);
  });

  it('refuses control characters, and line breaks outside the introduction', () => {
    expect(issuesOf({ nickName: 'a\nb', company: 'x\u0007' })).toEqual({
      nickName: 'TEXT_INVALID',
      company: 'TEXT_INVALID',
    });
  });

  it('knows real calendar dates', () => {
    expect(['2024-02-29', '1900-01-01', '2026-12-31'].map(isCalendarDate)).toEqual([true, true, true]);
    expect(['2023-02-29', '2026-13-01', '2026-1-1', '20260101', ''].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(issuesOf({ birthday: '1899-12-31' })).toEqual({ birthday: 'BIRTHDAY_INVALID' });
  });

  it('lets a birthday be today wherever the user is, but not tomorrow everywhere', () => {
    expect(latestBirthday(new Date('2026-11-20T06:00:00Z'))).toBe('2026-11-20');
    // 11:00 UTC is already the 21st in Kiribati (UTC+14).
    expect(latestBirthday(new Date('2026-11-20T11:00:00Z'))).toBe('2026-11-21');
  });
});

describe('messages with placeholders', () => {
  it('use the same placeholders in every language and fill them in', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(entry.en), code).toEqual(names(entry['zh-CN']));
      expect(names(entry.tc), code).toEqual(names(entry['zh-CN']));
    }
    expect(errorMessage('RESTRICTED_WORDS', 'zh-CN', { words: '荐股、稳赚' })).toBe(
      '内容疑似包含违禁词：荐股、稳赚，请修改后再保存',
    );
    expect(isErrorCode('toString')).toBe(false);
  });
});
