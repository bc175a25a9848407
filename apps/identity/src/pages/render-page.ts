import { HTML_LANG, LANGS, type Lang } from '@roadshow/contracts/locale';
import { html, raw, type Html } from './html.ts';
import { PAGE_STYLE } from './page-style.ts';
import { PAGE_TEXTS } from './page-texts.ts';

const LANG_NAMES: Record<Lang, string> = { 'zh-CN': '简体中文', en: 'English', tc: '繁體中文' };

const LOGO = html`<svg viewBox="0 0 32 32" aria-hidden="true">
  <rect width="32" height="32" rx="8" fill="#fff" />
  <path
    d="M7 21l6-6 4 4 8-9"
    fill="none"
    stroke="#2588ef"
    stroke-width="3"
    stroke-linecap="round"
    stroke-linejoin="round"
  />
</svg>`;

/**
 * The frame of every identity page: brand, language links (same page, other `lang`), the card.
 * `script` is inline and carries the response's CSP nonce.
 */
export function renderPage(input: {
  lang: Lang;
  title: string;
  /** This page's URL without `lang`, to build the language links. */
  selfUrl: URL;
  body: Html;
  nonce: string;
  script?: string;
}): string {
  const t = PAGE_TEXTS[input.lang];
  const langLink = (lang: Lang) => {
    const url = new URL(input.selfUrl);
    url.searchParams.set('lang', lang);
    return html`<a
      href="${url.pathname}${url.search}"
      lang="${HTML_LANG[lang]}"
      ${lang === input.lang ? html`aria-current="true"` : ''}
      >${LANG_NAMES[lang]}</a
    >`;
  };
  return `<!doctype html>${html`<html lang="${HTML_LANG[input.lang]}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>${input.title} · ${t.service}</title>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <style>
        ${raw(PAGE_STYLE)}
      </style>
    </head>
    <body>
      <header class="top">
        <a class="brand" href="/?lang=${input.lang}">${LOGO}<span>${t.service}</span></a>
        <nav class="langs" aria-label="${t.language}">${LANGS.map(langLink)}</nav>
      </header>
      <main id="main">${input.body}</main>
      ${
        input.script
          ? html`<script nonce="${input.nonce}">
              ${raw(input.script)};
            </script>`
          : ''
      }
    </body>
  </html>`}`;
}
