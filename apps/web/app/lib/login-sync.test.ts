import { describe, expect, it } from 'vitest';
import {
  identityOrigin,
  LOGIN_SYNC_RETRY_MS,
  loginSyncFrameUrl,
  loginSyncStep,
  shouldStartLoginSync,
} from './login-sync.ts';

const PAGE = 'https://roadshow.example.com/tab/roadshowSquare?lang=en';
const login = {
  type: 'roadshow:login-sync',
  action: 'login',
  ticket: 'ST-abc_123-xyz',
  nickName: 'Investor',
  userImage: '',
  userId: '7',
  loginType: 'sms',
};
const at = (loggedIn: boolean, currentUrl = PAGE) => ({ framedUrl: PAGE, currentUrl, loggedIn });

describe('loginSyncFrameUrl', () => {
  it('frames the identity page with this page (no fragment), its state and language', () => {
    const url = new URL(
      loginSyncFrameUrl({ identityUrl: '/identity/', pageUrl: `${PAGE}#top`, loggedIn: false, lang: 'en' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://roadshow.example.com/identity/login-sync');
    expect(Object.fromEntries(url.searchParams)).toEqual({ service: PAGE, state: 'out', lang: 'en' });
  });

  it('uses an identity service on another origin as it is', () => {
    const url = loginSyncFrameUrl({
      identityUrl: 'https://id.example.com/identity',
      pageUrl: PAGE,
      loggedIn: true,
      lang: 'tc',
    });
    expect(url).toMatch(/^https:\/\/id\.example\.com\/identity\/login-sync\?service=.+&state=in&lang=tc$/);
    expect(identityOrigin('https://id.example.com/identity', 'https://roadshow.example.com')).toBe(
      'https://id.example.com',
    );
    expect(identityOrigin('/identity', 'https://roadshow.example.com')).toBe('https://roadshow.example.com');
  });
});

describe('loginSyncStep', () => {
  it('follows a login on a logged-out page by reloading it with the ticket', () => {
    expect(loginSyncStep(login, at(false, `${PAGE}#list`))).toEqual({
      kind: 'login',
      url: `${PAGE}&ticket=ST-abc_123-xyz#list`,
    });
  });

  it('never acts on a login when logged in, when the URL has a ticket, or after the page moved on', () => {
    expect(loginSyncStep(login, at(true))).toEqual({ kind: 'close' });
    const withTicket = `${PAGE}&ticket=ST-old`;
    expect(loginSyncStep(login, { framedUrl: withTicket, currentUrl: withTicket, loggedIn: false })).toEqual({
      kind: 'close',
    });
    expect(loginSyncStep(login, at(false, 'https://roadshow.example.com/?lang=en'))).toEqual({ kind: 'close' });
  });

  it('logs out only a logged-in page', () => {
    const logout = { type: 'roadshow:login-sync', action: 'logout' };
    expect(loginSyncStep(logout, at(true))).toEqual({ kind: 'logout' });
    expect(loginSyncStep(logout, at(false))).toEqual({ kind: 'close' });
    expect(loginSyncStep({ type: 'roadshow:login-sync', action: 'none' }, at(true))).toEqual({ kind: 'close' });
  });

  it('asks the identity service by a top-level redirect once per tab when its frame could not tell', () => {
    const redirect = { type: 'roadshow:login-sync', action: 'redirect' };
    const gateway = { identityUrl: 'https://id.example.com/identity', lang: 'en' as const, triedBefore: false };
    const step = loginSyncStep(redirect, { ...at(false, `${PAGE}#list`), gateway });
    if (step?.kind !== 'gateway') throw new Error(`expected the gateway, got ${JSON.stringify(step)}`);
    const url = new URL(step.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://id.example.com/identity/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({ gateway: '1', service: PAGE, lang: 'en' });
    expect(loginSyncStep(redirect, { ...at(false), gateway: { ...gateway, triedBefore: true } })).toEqual({
      kind: 'close',
    });
    expect(loginSyncStep(redirect, { ...at(true), gateway })).toEqual({ kind: 'close' });
    expect(loginSyncStep(redirect, at(false))).toEqual({ kind: 'close' });
    const moved = { framedUrl: PAGE, currentUrl: 'https://roadshow.example.com/?lang=en', loggedIn: false, gateway };
    expect(loginSyncStep(redirect, moved)).toEqual({ kind: 'close' });
  });

  it('ignores anything malformed', () => {
    for (const data of [
      null,
      'login',
      { ...login, type: 'other' },
      { ...login, action: 'promote' },
      { ...login, ticket: undefined },
      { ...login, ticket: 'ST-x&evil=1' },
      { ...login, loginType: 'magic' },
      { type: 'roadshow:login-sync' },
    ]) {
      expect(loginSyncStep(data, at(false))).toBeNull();
    }
  });
});

describe('shouldStartLoginSync', () => {
  it('does not try again right after a sync login left the page logged out', () => {
    const now = 1_000_000;
    expect(shouldStartLoginSync({ loggedIn: false, lastAttemptAt: null, now })).toBe(true);
    expect(shouldStartLoginSync({ loggedIn: false, lastAttemptAt: now - 5_000, now })).toBe(false);
    expect(shouldStartLoginSync({ loggedIn: false, lastAttemptAt: now - LOGIN_SYNC_RETRY_MS - 1, now })).toBe(true);
    expect(shouldStartLoginSync({ loggedIn: true, lastAttemptAt: now, now })).toBe(true);
  });
});
