import type { Lang } from '@roadshow/contracts/locale';
import { logOut } from './log-out.ts';
import {
  identityOrigin,
  LOGIN_SYNC_ATTEMPT_KEY,
  LOGIN_SYNC_GATEWAY_KEY,
  loginSyncFrameUrl,
  loginSyncStep,
  shouldStartLoginSync,
} from './login-sync.ts';

/** Without an answer by then (a refused service, a blocked frame) the frame goes. */
const GIVE_UP_MS = 10_000;

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Frames the identity service's login-sync page once, hidden, and acts on its one answer
 * (decision 012). Loaded on demand after the page is idle, so its schema stays out of the shell.
 */
export function runLoginSync(input: { identityUrl: string; lang: Lang; loggedIn: boolean; title: string }) {
  const storage = tabStorage();
  const lastAttempt = Number(storage?.getItem(LOGIN_SYNC_ATTEMPT_KEY) ?? Number.NaN);
  if (input.loggedIn) storage?.removeItem(LOGIN_SYNC_ATTEMPT_KEY);
  // Without session storage a failed login could not be told from a first one: no sync login then.
  else if (!storage) return;
  const now = Date.now();
  if (
    !shouldStartLoginSync({
      loggedIn: input.loggedIn,
      lastAttemptAt: Number.isFinite(lastAttempt) ? lastAttempt : null,
      now,
    })
  )
    return;

  const framedUrl = window.location.href;
  const origin = identityOrigin(input.identityUrl, window.location.origin);
  const frame = document.createElement('iframe');
  frame.className = 'login-sync-frame';
  frame.hidden = true;
  frame.title = input.title;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.src = loginSyncFrameUrl({
    identityUrl: input.identityUrl,
    pageUrl: framedUrl,
    loggedIn: input.loggedIn,
    lang: input.lang,
  });

  let done = false;
  const finish = () => {
    done = true;
    window.clearTimeout(timer);
    window.removeEventListener('message', onMessage);
    frame.remove();
  };
  const onMessage = (event: MessageEvent) => {
    if (done || event.origin !== origin || event.source !== frame.contentWindow) return;
    const step = loginSyncStep(event.data, {
      framedUrl,
      currentUrl: window.location.href,
      loggedIn: input.loggedIn,
      gateway: {
        identityUrl: input.identityUrl,
        lang: input.lang,
        triedBefore: storage?.getItem(LOGIN_SYNC_GATEWAY_KEY) !== null,
      },
    });
    if (!step) return;
    finish();
    if (step.kind === 'login') {
      storage?.setItem(LOGIN_SYNC_ATTEMPT_KEY, String(Date.now()));
      window.location.replace(step.url);
    } else if (step.kind === 'gateway') {
      // The frame saw no identity cookie (another site's cookies are withheld from frames): ask
      // once with a top-level redirect, which carries it. Back with a ticket, or without one.
      storage?.setItem(LOGIN_SYNC_GATEWAY_KEY, String(Date.now()));
      storage?.setItem(LOGIN_SYNC_ATTEMPT_KEY, String(Date.now()));
      window.location.replace(step.url);
    } else if (step.kind === 'logout') {
      // A refused logout leaves the page as it is: reloading would only ask again.
      void logOut(input.lang).then((failure) => {
        if (!failure) window.location.reload();
      });
    }
  };
  const timer = window.setTimeout(finish, GIVE_UP_MS);
  window.addEventListener('message', onMessage);
  document.body.append(frame);
}
