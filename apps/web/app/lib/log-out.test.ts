// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { livePasswordStorageKey } from '@roadshow/contracts/live';
import { fakeApi, ok, refused } from '../../test/fake-api.ts';
import { logOut } from './log-out.ts';

const LOGOUT = 'POST /roadshow/indexHome/userLogout';

/** What a browser keeps after visiting two rooms: logged in, and before logging in. */
function keepSomething() {
  localStorage.setItem(livePasswordStorageKey(12, '13800138000'), 'live2026');
  localStorage.setItem(livePasswordStorageKey(34, ''), 'open-sesame');
  localStorage.setItem('pswHint', 'not a saved password');
  localStorage.setItem('lang', 'en');
  sessionStorage.setItem('userInfo', '{}');
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('logOut (spec §3, §4)', () => {
  it('clears saved live passwords, the anonymous form too, and the session keys', async () => {
    keepSomething();
    fakeApi({ [LOGOUT]: () => ok(null) });
    expect(await logOut('en')).toBeNull();
    expect(Object.keys(localStorage).sort()).toEqual(['lang', 'pswHint']);
    expect(sessionStorage.getItem('userInfo')).toBeNull();
  });

  it('clears them even when the server refuses the logout, and says why', async () => {
    keepSomething();
    fakeApi({ [LOGOUT]: () => ({ status: 503, answer: refused('SERVICE_BUSY', 'Busy, try again') }) });
    expect(await logOut('en')).toBe('Busy, try again');
    expect(Object.keys(localStorage).sort()).toEqual(['lang', 'pswHint']);
    expect(sessionStorage.getItem('userInfo')).toBeNull();
  });

  it('clears them when the server cannot be reached at all', async () => {
    keepSomething();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await logOut('en')).not.toBeNull();
    expect(localStorage.getItem(livePasswordStorageKey(34, ''))).toBeNull();
    expect(localStorage.getItem(livePasswordStorageKey(12, '13800138000'))).toBeNull();
  });
});
