import type { Lang } from '@roadshow/contracts/locale';
import { indexHomeCalls } from '@roadshow/contracts/calls/index-home-calls';
import { ApiError, apiCall, browserTransport } from './api-call.ts';

/** What the spec keeps in the browser for a user (§3), cleared on logout. */
const SESSION_KEYS = ['userInfo', 'isShowRz', 'inputValue'];

/**
 * Saved live passwords (spec §3, livePasswordStorageKey): `${activityId}psw${mobile}` for a logged-in
 * viewer, and `${activityId}psw` (no mobile) for one who entered a public room without logging in.
 * Exactly these keys: another key that merely contains "psw" is not the room's to clear.
 */
export const isSavedLivePassword = (key: string) => /^\d+psw\d*$/.test(key);

/** Forgets what this browser kept for the user: the session keys and every saved live password. */
export function clearLocalTraces(): void {
  for (const key of SESSION_KEYS) sessionStorage.removeItem(key);
  for (const key of Object.keys(localStorage)) if (isSavedLivePassword(key)) localStorage.removeItem(key);
}

/**
 * Spec §4 logout: the server ends the session at the identity service and clears the cookies. The
 * browser's own traces (session storage, saved live passwords) go first and whatever the server
 * answers: someone logging out of a shared computer must not leave a room's password behind because
 * the call failed. Resolves to the server's error message when it refused, so the caller can show it.
 */
export async function logOut(lang: Lang): Promise<string | null> {
  clearLocalTraces();
  try {
    await apiCall(browserTransport, lang, indexHomeCalls.userLogout, {});
  } catch (error) {
    return error instanceof ApiError ? error.message : String(error);
  }
  return null;
}
