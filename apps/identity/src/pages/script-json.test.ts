import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json.ts';

describe('scriptJson', () => {
  it('escapes what could end the script element or the line, and means the same value', () => {
    const value = { nickName: '</script><script>alert(1)</script><!-- & \u2028\u2029 "q" \\' };
    const literal = scriptJson(value);
    expect(literal).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(literal)).toEqual(value);
  });

  it('leaves ordinary text readable', () => {
    expect(scriptJson({ a: '路演 ok' })).toBe('{"a":"路演 ok"}');
  });
});
