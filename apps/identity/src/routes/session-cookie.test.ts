import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { IdentityContext } from '../context.ts';
import { setSessionCookie } from './session-cookie.ts';

function cookieOptions(config: { secureCookies: boolean; serviceOrigins: string[] }) {
  let options: Record<string, unknown> = {};
  const reply = { setCookie: (_name: string, _value: string, given: Record<string, unknown>) => (options = given) };
  setSessionCookie({ config } as unknown as IdentityContext, reply as unknown as FastifyReply, 'TGT-x', new Date());
  return options;
}

describe('the identity cookie', () => {
  it('is Lax on a single site, and over plain HTTP', () => {
    expect(cookieOptions({ secureCookies: false, serviceOrigins: [] })).toMatchObject({
      sameSite: 'lax',
      secure: false,
    });
    expect(cookieOptions({ secureCookies: true, serviceOrigins: [] })).toMatchObject({ sameSite: 'lax', secure: true });
    expect(cookieOptions({ secureCookies: false, serviceOrigins: ['https://ir.example.com'] })).toMatchObject({
      sameSite: 'lax',
    });
  });

  it("reaches the other sites' login sync frames on HTTPS: SameSite=None, Secure, HttpOnly", () => {
    expect(cookieOptions({ secureCookies: true, serviceOrigins: ['https://ir.example.com'] })).toMatchObject({
      sameSite: 'none',
      secure: true,
      httpOnly: true,
      path: '/identity',
    });
  });
});
