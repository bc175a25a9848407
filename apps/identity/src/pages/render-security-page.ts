import type { Lang } from '@roadshow/contracts/locale';
import { html } from './html.ts';
import { PAGE_TEXTS } from './page-texts.ts';
import {
  alertBox,
  codeField,
  COUNTDOWN,
  hidden,
  link,
  passwordField,
  phoneField,
  type FormState,
} from './render-auth-pages.ts';
import { renderPage } from './render-page.ts';

export type SecuritySection = 'password' | 'phone';

/** The security center: change password (code to the current phone), change phone, log out everywhere. */
export function renderSecurityPage(input: {
  lang: Lang;
  nonce: string;
  keep: URLSearchParams;
  state: FormState;
  section: SecuritySection;
  maskedPhone: string;
  /** Where "back" goes: the page the user came from. */
  back: string;
}): string {
  const t = PAGE_TEXTS[input.lang];
  const { state, keep, lang, section } = input;
  const tab = (target: SecuritySection, label: string) =>
    html`<a
      href="${link('security', keep, lang, { section: target })}"
      ${target === section ? html`aria-current="page"` : ''}
      >${label}</a
    >`;
  const form =
    section === 'password'
      ? html`<p class="hint">${t.currentPhone.replace('{phone}', input.maskedPhone)} ${t.codeToCurrent}</p>
          ${codeField(t, state)} ${passwordField(t, state, t.newPassword, 'new-password', true)}
          <button type="submit" class="primary" name="intent" value="submit">${t.submitPassword}</button>`
      : html`<p class="hint">${t.currentPhone.replace('{phone}', input.maskedPhone)}</p>
          ${phoneField({ ...t, phone: t.newPhone }, state)} ${codeField(t, state)}
          <button type="submit" class="primary" name="intent" value="submit">${t.submitPhone}</button>`;
  const body = html`<div class="card">
      <h1>${t.security}</h1>
      <nav class="tabs" aria-label="${t.security}">
        ${tab('password', t.changePassword)}${tab('phone', t.changePhone)}
      </nav>
      ${alertBox(state)}
      <form method="post" action="/identity/security?lang=${lang}" novalidate>
        ${hidden(keep, lang, { section })} ${form}
      </form>
    </div>
    <div class="card" style="margin-top:16px">
      <form method="post" action="/identity/security?lang=${lang}">
        ${hidden(keep, lang, { section: 'sign-out-all' })}
        <p class="hint">${t.signOutAllHint}</p>
        <button type="submit" class="secondary" name="intent" value="submit">${t.signOutAll}</button>
      </form>
    </div>
    <a class="back" href="${input.back}">${t.backToSite}</a>`;
  const selfUrl = new URL(link('security', keep, lang, { section }), 'http://self');
  selfUrl.searchParams.delete('lang');
  return renderPage({ lang, title: t.security, selfUrl, nonce: input.nonce, body, script: COUNTDOWN });
}
