import type { Lang } from '@roadshow/contracts/locale';
import { ApiError, browserTransport, createApiClient } from './api-client.ts';

/** What the spec keeps in the browser for a user (§3), cleared on logout. */
const SESSION_KEYS = ['userInfo', 'isShowRz', 'inputValue'];
/** Saved live passwords: local storage keys made of activityId, psw and the mobile number. */
const isSavedLivePassword = (key: string) => key.includes('psw');

/**
 * Spec §4 logout: the server ends the session at the identity service and clears the cookies;
 * then the session storage and saved live passwords go. Resolves to the server's error message
 * when it refused, so the caller can show it.
 */
export async function logOut(lang: Lang): Promise<string | null> {
  try {
    await createApiClient(browserTransport, lang).userLogout();
  } catch (error) {
    return error instanceof ApiError ? error.message : String(error);
  }
  for (const key of SESSION_KEYS) sessionStorage.removeItem(key);
  for (const key of Object.keys(localStorage)) if (isSavedLivePassword(key)) localStorage.removeItem(key);
  return null;
}
