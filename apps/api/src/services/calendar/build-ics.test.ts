import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, formatUtc } from './build-ics.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;

/** Undo RFC 5545 folding: CRLF followed by one space joins two lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('ics text', () => {
  it('escapes backslashes, commas, semicolons and every kind of line break', () => {
    expect(escapeText('a,b;c\\d')).toBe('a\\,b\\;c\\\\d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('路演，第一场；')).toBe('路演，第一场；');
  });

  it('folds at 75 octets without cutting a Chinese character or an emoji in two', () => {
    const line = `SUMMARY:${'业绩说明会'.repeat(20)}😀${'x'.repeat(90)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    parts.forEach((part, index) => {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      // Every part decodes on its own: no split multi-byte sequence (a lone half decodes to U+FFFD).
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).not.toContain('\uFFFD');
    });
    expect(parts[0]!.length).toBeLessThan(75);
    expect(unfold(folded)).toBe(line);
  });

  it('leaves short lines alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('writes UTC times in the basic format', () => {
    expect(formatUtc(new Date('2026-11-20T06:05:09.123Z'))).toBe('20261120T060509Z');
  });
});

describe('buildIcs', () => {
  const ics = buildIcs({
    uid: 'activity-7@roadshow',
    stamp: new Date('2026-11-20T06:00:00Z'),
    start: new Date('2026-11-21T01:30:00Z'),
    end: new Date('2026-11-21T03:00:00Z'),
    summary: '贵州茅台 · 2026 年三季度业绩说明会, Q&A; 现场',
    description: `第一行\n第二行 ${'很长的说明'.repeat(30)}`,
    location: '上海市浦东新区, 世纪大道 1 号',
    url: 'https://roadshow.example/tab/activityIndex?activityId=7',
    language: 'zh-CN',
    alarmMinutesBefore: 30,
  });

  it('is one VEVENT with the required properties, CRLF line ends and a 30-minute alarm', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:activity-7@roadshow');
    expect(lines).toContain('DTSTAMP:20261120T060000Z');
    expect(lines).toContain('DTSTART:20261121T013000Z');
    expect(lines).toContain('DTEND:20261121T030000Z');
    expect(lines).toContain('SUMMARY;LANGUAGE=zh-CN:贵州茅台 · 2026 年三季度业绩说明会\\, Q&A\\; 现场');
    expect(lines).toContain('LOCATION;LANGUAGE=zh-CN:上海市浦东新区\\, 世纪大道 1 号');
    expect(lines).toContain('URL:https://roadshow.example/tab/activityIndex?activityId=7');
    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1);
    expect(alarm).toContain('TRIGGER:-PT30M');
    expect(alarm).toContain('ACTION:DISPLAY');
    expect(lines.find((line) => line.startsWith('DESCRIPTION;LANGUAGE=zh-CN:第一行'))).toContain('第一行\\n第二行');
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});
