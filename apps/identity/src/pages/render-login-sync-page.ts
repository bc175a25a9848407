import type { LoginSyncMessage } from '@roadshow/contracts/login-sync';
import { HTML_LANG, type Lang } from '@roadshow/contracts/locale';
import { html, raw } from './html.ts';
import { PAGE_TEXTS } from './page-texts.ts';
import { scriptJson } from './script-json.ts';

/**
 * The invisible page a platform page frames to learn the login state (decision 012). With a
 * message, one inline script posts it to the framing page, addressed to `targetOrigin` only so no
 * other origin that frames us can read it; without one (a refused service) the page posts nothing.
 */
export function renderLoginSyncPage(input: {
  lang: Lang;
  nonce: string;
  post: { message: LoginSyncMessage; targetOrigin: string } | null;
}): string {
  const t = PAGE_TEXTS[input.lang];
  const script = input.post
    ? html`<script nonce="${input.nonce}">
        if (window.parent !== window)
          window.parent.postMessage(
            ${raw(scriptJson(input.post.message))},
            ${raw(scriptJson(input.post.targetOrigin))},
          );
      </script>`
    : '';
  return `<!doctype html>${html`<html lang="${HTML_LANG[input.lang]}">
    <head>
      <meta charset="utf-8" />
      <meta name="robots" content="noindex" />
      <title>${t.loginSync} · ${t.service}</title>
    </head>
    <body>
      ${script}
    </body>
  </html>`}`;
}
