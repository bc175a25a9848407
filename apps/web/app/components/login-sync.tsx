import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/lang.ts';

/** Once per page load: the root never unmounts, and a second run could only repeat the first. */
let started = false;

/** Runs `run` after the page has loaded and the browser is idle, so it never competes with LCP. */
function afterIdle(run: () => void) {
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
    else globalThis.setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/**
 * Cross-site login sync (spec §4, decision 012): follows a login or logout made on another site of
 * the platform through a hidden frame of the identity service. Renders nothing. Inside a parent
 * page it stays off: the identity page lets only our own sites frame it, not their parents.
 */
export function LoginSync() {
  const root = useRootData();
  const { t } = useTranslation();
  const title = t('site.loginSyncFrame');
  useEffect(() => {
    if (started || !root || root.embedded || window.top !== window) return;
    started = true;
    const input = { identityUrl: root.config.identityUrl, lang: root.lang, loggedIn: root.user !== null, title };
    afterIdle(() => {
      import('../lib/run-login-sync.ts').then(({ runLoginSync }) => runLoginSync(input)).catch(() => undefined);
    });
  }, [root, title]);
  return null;
}
