import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverContext, type ApiCall } from '@roadshow/web/server-context';
import { loader as setUserLoginInfo } from '../routes/tab/set-user-login-info.tsx';
import { exchangeTicketInUrl } from './session.server.ts';

// Every place the web sends a browser on from a value in the URL, against the forms that once
// turned into `Location: //evil.example/` (a protocol-relative jump to another site).
const ORIGIN = 'http://127.0.0.1:3000';
const TRICKS = ['//evil.example/', '/.//evil.example/', '/\\evil.example/', '///evil.example/', '/./\\/evil.example/'];

async function location(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location') ?? '';
    throw thrown;
  }
  throw new Error('no redirect');
}

function loaderContext(calls: ApiCall[] = []) {
  const context = new RouterContextProvider();
  context.set(serverContext, {
    transport: async (call) => {
      calls.push(call);
      return { success: true, result: { status: 'false', nickName: '', userImage: '', userId: '', ticket: '' } };
    },
    setCookies: [],
    config: {
      aboutUrl: '/about',
      identityUrl: '/identity',
      mobileActivityUrl: '/h5/activity',
      mobileThemeUrl: '/h5/theme',
      shortVideoUrl: '/h5/shortVideo',
      embedParentOrigins: [],
      loginSync: false,
    },
    nonce: '',
    requestId: 'test',
  });
  return context;
}

const stayHere = (target: string) => {
  expect(target.startsWith('/')).toBe(true);
  expect(target).not.toMatch(/^\/[/\\]/);
  expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
};

describe('redirect targets never leave the site', () => {
  it.each(TRICKS)('the ticket exchange on any page: %s', async (path) => {
    const calls: ApiCall[] = [];
    const request = new Request(`${ORIGIN}${path}?ticket=ST-x&lang=en`);
    const target = await location(() => exchangeTicketInUrl(request, loaderContext(calls), 'en'));
    stayHere(target);
    expect(target).not.toContain('ticket=');
    expect(calls).toHaveLength(1);
  });

  it.each([...TRICKS, `http://127.0.0.1:3000//evil.example/`, 'https://evil.example/', 'javascript:alert(1)'])(
    '/tab/setUserLoginInfo?redirect=%s',
    async (redirect) => {
      const request = new Request(`${ORIGIN}/tab/setUserLoginInfo?redirect=${encodeURIComponent(redirect)}`);
      stayHere(await location(() => setUserLoginInfo({ request } as Parameters<typeof setUserLoginInfo>[0])));
    },
  );

  it('keeps a good target as it is', async () => {
    const request = new Request(
      `${ORIGIN}/tab/setUserLoginInfo?redirect=${encodeURIComponent('/tab/myCenter?lang=en')}`,
    );
    expect(await location(() => setUserLoginInfo({ request } as Parameters<typeof setUserLoginInfo>[0]))).toBe(
      '/tab/myCenter?lang=en',
    );
  });
});
