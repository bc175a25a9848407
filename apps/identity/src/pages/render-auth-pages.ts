import type { Lang } from '@roadshow/contracts/locale';
import { html, type Html } from './html.ts';
import { PAGE_TEXTS, type PageTexts } from './page-texts.ts';
import { renderPage } from './render-page.ts';

export type AuthPage = 'login' | 'register' | 'forgot';
export type LoginMode = 'sms' | 'password';

/** What a form shows after a round trip: the values typed, what went wrong, what happened. */
export interface FormState {
  values: { phone?: string; code?: string; agreed?: boolean };
  fieldErrors: Partial<Record<'phone' | 'code' | 'password' | 'agreed', string>>;
  alert?: { kind: 'error' | 'ok'; text: string };
  /** Seconds before another code may be requested (starts the button's countdown). */
  resendAfter?: number;
}

export const emptyForm = (): FormState => ({ values: {}, fieldErrors: {} });

interface PageInput {
  lang: Lang;
  nonce: string;
  /** The query to keep on every link and form: appId, service, requireCallBack. */
  keep: URLSearchParams;
  state: FormState;
}

// Counts down the resend button; without JavaScript the button stays usable and the server
// enforces the same minute.
export const COUNTDOWN = `document.querySelectorAll('button[data-resend-after]').forEach(function(b){var s=+b.getAttribute('data-resend-after');if(!(s>0))return;var label=b.textContent,tpl=b.getAttribute('data-template');b.disabled=true;(function tick(){if(s<=0){b.disabled=false;b.textContent=label;return}b.textContent=tpl.replace('{s}',String(s));s-=1;setTimeout(tick,1000)})()})`;

export function link(path: string, keep: URLSearchParams, lang: Lang, extra: Record<string, string> = {}) {
  const query = new URLSearchParams(keep);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  query.set('lang', lang);
  return `/identity/${path}?${query.toString()}`;
}

export function hidden(keep: URLSearchParams, lang: Lang, extra: Record<string, string> = {}): Html {
  const entries = [...keep.entries(), ...Object.entries(extra), ['lang', lang]];
  return html`${entries.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}`;
}

function fieldError(id: string, message: string | undefined): Html {
  return message ? html`<p class="field-error" id="${id}-error">${message}</p>` : html``;
}

function invalid(id: string, message: string | undefined): Html {
  return message ? html`aria-invalid="true" aria-describedby="${id}-error"` : html``;
}

export function phoneField(t: PageTexts, state: FormState): Html {
  const error = state.fieldErrors.phone;
  return html`<div class="field">
    <label for="phone">${t.phone}</label>
    <input
      type="tel"
      id="phone"
      name="phone"
      inputmode="numeric"
      autocomplete="tel"
      maxlength="20"
      required
      placeholder="${t.phonePlaceholder}"
      value="${state.values.phone ?? ''}"
      ${invalid('phone', error)}
    />${fieldError('phone', error)}
  </div>`;
}

export function codeField(t: PageTexts, state: FormState): Html {
  const error = state.fieldErrors.code;
  return html`<div class="field">
    <label for="code">${t.code}</label>
    <div class="row">
      <input
        type="text"
        id="code"
        name="code"
        inputmode="numeric"
        autocomplete="one-time-code"
        maxlength="6"
        placeholder="${t.codePlaceholder}"
        value="${state.values.code ?? ''}"
        ${invalid('code', error)}
      />
      <button
        type="submit"
        class="secondary"
        name="intent"
        value="send-code"
        formnovalidate
        data-template="${t.resendIn}"
        ${state.resendAfter ? html`data-resend-after="${state.resendAfter}"` : ''}
      >
        ${t.getCode}
      </button>
    </div>
    ${fieldError('code', error)}
  </div>`;
}

export function passwordField(
  t: PageTexts,
  state: FormState,
  label: string,
  autocomplete: string,
  hint: boolean,
): Html {
  const error = state.fieldErrors.password;
  return html`<div class="field">
    <label for="password">${label}</label>
    <input
      type="password"
      id="password"
      name="password"
      autocomplete="${autocomplete}"
      maxlength="64"
      ${invalid('password', error)}
    />
    ${hint ? html`<p class="hint">${t.passwordHint}</p>` : ''}${fieldError('password', error)}
  </div>`;
}

export function alertBox(state: FormState): Html {
  if (!state.alert) return html``;
  return html`<div class="alert alert--${state.alert.kind}" role="${state.alert.kind === 'error' ? 'alert' : 'status'}">
    ${state.alert.text}
  </div>`;
}

function page(input: PageInput, path: AuthPage, title: string, body: Html, extra: Record<string, string> = {}) {
  const selfUrl = new URL(link(path, input.keep, input.lang, extra), 'http://self');
  selfUrl.searchParams.delete('lang');
  return renderPage({ lang: input.lang, title, selfUrl, nonce: input.nonce, body, script: COUNTDOWN });
}

export function renderLoginPage(input: PageInput & { mode: LoginMode }): string {
  const t = PAGE_TEXTS[input.lang];
  const { state, keep, lang, mode } = input;
  const tab = (target: LoginMode, label: string) =>
    html`<a href="${link('login', keep, lang, { mode: target })}" ${target === mode ? html`aria-current="page"` : ''}
      >${label}</a
    >`;
  const body = html`<div class="card">
      <h1>${t.login}</h1>
      <nav class="tabs" aria-label="${t.login}">${tab('sms', t.bySms)}${tab('password', t.byPassword)}</nav>
      ${alertBox(state)}
      <form method="post" action="/identity/login?lang=${lang}" novalidate>
        ${hidden(keep, lang, { mode })} ${phoneField(t, state)}
        ${mode === 'sms' ? codeField(t, state) : passwordField(t, state, t.password, 'current-password', false)}
        <button type="submit" class="primary" name="intent" value="submit">${t.submitLogin}</button>
      </form>
      <div class="links">
        <span>${t.noAccount} <a href="${link('register', keep, lang)}">${t.register}</a></span>
        <a href="${link('forgot', keep, lang)}">${t.forgotLink}</a>
      </div>
    </div>
    <a class="back" href="/?lang=${lang}">${t.back}</a>`;
  return page(input, 'login', t.login, body, { mode });
}

export function renderRegisterPage(input: PageInput): string {
  const t = PAGE_TEXTS[input.lang];
  const { state, keep, lang } = input;
  const agreeError = state.fieldErrors.agreed;
  const body = html`<div class="card">
      <h1>${t.register}</h1>
      ${alertBox(state)}
      <form method="post" action="/identity/register?lang=${lang}" novalidate>
        ${hidden(keep, lang)} ${phoneField(t, state)}${codeField(t, state)}
        ${passwordField(t, state, t.password, 'new-password', true)}
        <div class="check">
          <input
            type="checkbox"
            id="agreed"
            name="agreed"
            value="1"
            ${state.values.agreed ? 'checked' : ''}
            ${invalid('agreed', agreeError)}
          />
          <label for="agreed"
            >${t.agree}
            <a href="${link('terms', new URLSearchParams(), lang)}" target="_blank" rel="noopener">${t.terms}</a></label
          >
        </div>
        ${fieldError('agreed', agreeError)}
        <button type="submit" class="primary" name="intent" value="submit">${t.submitRegister}</button>
      </form>
      <div class="links">
        <span>${t.haveAccount} <a href="${link('login', keep, lang)}">${t.login}</a></span>
      </div>
    </div>
    <a class="back" href="/?lang=${lang}">${t.back}</a>`;
  return page(input, 'register', t.register, body);
}

export function renderForgotPage(input: PageInput): string {
  const t = PAGE_TEXTS[input.lang];
  const { state, keep, lang } = input;
  const body = html`<div class="card">
      <h1>${t.forgot}</h1>
      ${alertBox(state)}
      <form method="post" action="/identity/forgot?lang=${lang}" novalidate>
        ${hidden(keep, lang)} ${phoneField(t, state)}${codeField(t, state)}
        ${passwordField(t, state, t.newPassword, 'new-password', true)}
        <button type="submit" class="primary" name="intent" value="submit">${t.submitReset}</button>
      </form>
      <div class="links"><a href="${link('login', keep, lang)}">${t.login}</a></div>
    </div>
    <a class="back" href="/?lang=${lang}">${t.back}</a>`;
  return page(input, 'forgot', t.forgot, body);
}

export function renderTermsPage(input: { lang: Lang; nonce: string }): string {
  const t = PAGE_TEXTS[input.lang];
  const body = html`<div class="card terms">
    <h1>${t.termsTitle}</h1>
    ${t.termsBody.map((p) => html`<p>${p}</p>`)}
  </div>`;
  return renderPage({
    lang: input.lang,
    title: t.termsTitle,
    selfUrl: new URL('http://self/identity/terms'),
    nonce: input.nonce,
    body,
  });
}

export function renderOutboxPage(input: {
  lang: Lang;
  nonce: string;
  rows: { createdAt: Date; phone: string; body: string }[];
}): string {
  const t = PAGE_TEXTS[input.lang];
  const rows = input.rows.map(
    (row) =>
      html`<tr>
        <td>${row.createdAt.toISOString()}</td>
        <td>${row.phone}</td>
        <td class="sms-body">${row.body}</td>
      </tr>`,
  );
  const body = html`<div class="card">
    <h1>${t.outboxTitle}</h1>
    <p class="hint">${t.outboxNote}</p>
    ${
      input.rows.length === 0
        ? html`<p>${t.outboxEmpty}</p>`
        : html`<table>
            <thead>
              <tr>
                <th>${t.sentAt}</th>
                <th>${t.phone}</th>
                <th>${t.body}</th>
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>`
    }
  </div>`;
  return renderPage({
    lang: input.lang,
    title: t.outboxTitle,
    selfUrl: new URL('http://self/identity/dev/sms'),
    nonce: input.nonce,
    body,
  });
}
