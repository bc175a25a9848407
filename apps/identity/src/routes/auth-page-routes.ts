import '@roadshow/http-kit/security-headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { passwordSchema, phoneSchema, smsCodeSchema, type SmsPurpose } from '@roadshow/contracts/identity';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { assertOwnPageRequest } from '@roadshow/http-kit/own-page-request';
import type { IdentityContext } from '../context.ts';
import {
  emptyForm,
  renderForgotPage,
  renderLoginPage,
  renderRegisterPage,
  renderTermsPage,
  type AuthPage,
  type FormState,
  type LoginMode,
} from '../pages/render-auth-pages.ts';
import { PAGE_TEXTS } from '../pages/page-texts.ts';
import { logInWithPassword, logInWithSms } from '../services/accounts/log-in.ts';
import { registerUser } from '../services/accounts/register-user.ts';
import { resetPassword } from '../services/accounts/reset-password.ts';
import type { UserRow } from '../services/accounts/log-in.ts';
import { maskPhone } from '../services/accounts/mask-phone.ts';
import { endSession } from '../services/sessions/end-sessions.ts';
import { allowedService } from '../services/sessions/service-allowlist.ts';
import { serviceRedirect } from '../services/sessions/service-redirect.ts';
import { startSession } from '../services/sessions/start-session.ts';
import { sendSmsCode } from '../services/sms/send-sms-code.ts';
import { applyError, zodFieldErrors } from './form-errors.ts';
import { requestOrigin, stringField } from './request-origin.ts';
import { pageSession } from './request-session.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

const KEPT = ['appId', 'service', 'requireCallBack'] as const;

const loginPasswordForm = z.object({
  phone: phoneSchema,
  password: z.string().min(1, { message: 'LOGIN_FAILED' }).max(64),
});
const loginSmsForm = z.object({ phone: phoneSchema, code: smsCodeSchema });
const newPasswordForm = z.object({ phone: phoneSchema, code: smsCodeSchema, password: passwordSchema });

/** The query every link and form of the flow carries on, with `service` only when it is allowed. */
function keptQuery(ctx: IdentityContext, request: FastifyRequest, source: unknown) {
  const keep = new URLSearchParams();
  for (const name of KEPT) {
    const value = stringField(source, name);
    if (value) keep.set(name, value.slice(0, 2048));
  }
  const service = allowedService(keep.get('service') ?? undefined, requestOrigin(request), ctx.config.serviceOrigins);
  if (!service) keep.delete('service');
  return { keep, service: service ?? allowedService('/', requestOrigin(request), [])!, refused: !service };
}

function sendHtml(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

export function authPageRoutes(app: FastifyInstance, ctx: IdentityContext) {
  /** Logs the browser in at the identity service and sends it back to the service with a ticket. */
  async function finishLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    loginType: 'sms' | 'password',
    service: string,
  ) {
    const session = await startSession(ctx, { userId: user.id, loginType });
    setSessionCookie(ctx, reply, session.cookie, session.expiresAt);
    const next = await serviceRedirect(ctx, {
      sessionId: session.sessionId,
      service,
      ownOrigin: requestOrigin(request),
    });
    return reply.status(303).header('cache-control', 'no-store').redirect(next, 303);
  }

  function render(page: AuthPage, request: FastifyRequest, keep: URLSearchParams, state: FormState, mode: LoginMode) {
    const input = { lang: request.lang, nonce: request.cspNonce, keep, state };
    if (page === 'login') return renderLoginPage({ ...input, mode });
    if (page === 'register') return renderRegisterPage(input);
    return renderForgotPage(input);
  }

  const modeOf = (source: unknown): LoginMode => (stringField(source, 'mode') === 'password' ? 'password' : 'sms');

  for (const page of ['login', 'register', 'forgot'] as const) {
    app.get(`/${page}`, { schema: { hide: true } }, async (request, reply) => {
      const { keep, service, refused } = keptQuery(ctx, request, request.query);
      // Already logged in here: single sign-on, straight back with a fresh ticket. Only this
      // browser's own identity cookie counts. The spec's `TGT` parameter is at most a hint: taken as
      // a session it would log a victim into whatever account the link's author chose (login CSRF).
      if (page === 'login') {
        const session = await pageSession(ctx, request);
        if (session) {
          const next = await serviceRedirect(ctx, {
            sessionId: session.sessionId,
            service,
            ownOrigin: requestOrigin(request),
          });
          return reply.header('cache-control', 'no-store').redirect(next, 302);
        }
        // The login sync's gateway (decision 024): a page of another site asks with a top-level
        // redirect whether this browser is logged in here. Not logged in: straight back, no form.
        if (stringField(request.query, 'gateway') === '1' && !refused)
          return reply.header('cache-control', 'no-store').redirect(service, 302);
      }
      const state = emptyForm();
      if (refused) state.alert = { kind: 'error', text: errorMessage('SERVICE_NOT_ALLOWED', request.lang) };
      if (page === 'login' && stringField(request.query, 'reset') === '1')
        state.alert = { kind: 'ok', text: PAGE_TEXTS[request.lang].resetDone };
      return sendHtml(reply, 200, render(page, request, keep, state, modeOf(request.query)));
    });

    app.post(`/${page}`, { schema: { hide: true } }, async (request, reply) => {
      const body = request.body;
      const { keep, service } = keptQuery(ctx, request, body);
      const lang = request.lang;
      const mode = modeOf(body);
      const state: FormState = {
        values: {
          phone: stringField(body, 'phone'),
          code: stringField(body, 'code'),
          agreed: stringField(body, 'agreed') === '1',
        },
        fieldErrors: {},
      };
      const show = (status: number) => sendHtml(reply, status, render(page, request, keep, state, mode));

      if (stringField(body, 'intent') === 'send-code') {
        const phone = phoneSchema.safeParse(state.values.phone ?? '');
        if (!phone.success) {
          state.fieldErrors = zodFieldErrors(phone.error, lang);
          return show(400);
        }
        const purpose: SmsPurpose = page === 'forgot' ? 'reset' : page;
        try {
          const sent = await sendSmsCode(ctx, { phone: phone.data, purpose, ip: request.ip, lang });
          state.resendAfter = sent.resendAfterSeconds;
          state.alert = { kind: 'ok', text: PAGE_TEXTS[lang].codeSent.replace('{phone}', maskPhone(phone.data)) };
          return show(200);
        } catch (error) {
          return show(applyError(state, error, lang));
        }
      }

      try {
        if (page === 'login' && mode === 'password') {
          const form = loginPasswordForm.safeParse({
            phone: state.values.phone ?? '',
            password: stringField(body, 'password') ?? '',
          });
          if (!form.success) return ((state.fieldErrors = zodFieldErrors(form.error, lang)), show(400));
          const user = await logInWithPassword(ctx, { ...form.data, ip: request.ip });
          return await finishLogin(request, reply, user, 'password', service);
        }
        if (page === 'login') {
          const form = loginSmsForm.safeParse({ phone: state.values.phone ?? '', code: state.values.code ?? '' });
          if (!form.success) return ((state.fieldErrors = zodFieldErrors(form.error, lang)), show(400));
          const user = await logInWithSms(ctx, form.data);
          return await finishLogin(request, reply, user, 'sms', service);
        }
        const form = newPasswordForm.safeParse({
          phone: state.values.phone ?? '',
          code: state.values.code ?? '',
          password: stringField(body, 'password') ?? '',
        });
        if (!form.success) {
          state.fieldErrors = zodFieldErrors(form.error, lang);
          if (page === 'register' && !state.values.agreed)
            state.fieldErrors.agreed = errorMessage('TERMS_NOT_AGREED', lang);
          return show(400);
        }
        if (page === 'register') {
          const user = await registerUser(ctx, { ...form.data, agreed: Boolean(state.values.agreed), lang });
          return await finishLogin(request, reply, user, 'sms', service);
        }
        await resetPassword(ctx, form.data);
        const query = new URLSearchParams(keep);
        query.set('mode', 'password');
        query.set('reset', '1');
        query.set('lang', lang);
        return reply.redirect(`/identity/login?${query.toString()}`, 303);
      } catch (error) {
        return show(applyError(state, error, lang));
      }
    });
  }

  /** Ends the identity session (every app token it issued dies with it) and goes back. */
  async function logOut(request: FastifyRequest, reply: FastifyReply, source: unknown, status: 302 | 303) {
    const session = await pageSession(ctx, request);
    if (session) await endSession(ctx, session.sessionId);
    clearSessionCookie(ctx, reply);
    const { service } = keptQuery(ctx, request, source);
    return reply.header('cache-control', 'no-store').redirect(service, status);
  }

  // The spec's logout link is a GET: it works from our pages and the address bar, but not from an
  // <img> or a link on another site (logout CSRF). Forms POST, under the Origin check.
  app.get('/logout', { schema: { hide: true } }, async (request, reply) => {
    assertOwnPageRequest(request, ctx.config.serviceOrigins);
    return logOut(request, reply, request.query, 302);
  });
  app.post('/logout', { schema: { hide: true } }, async (request, reply) => logOut(request, reply, request.body, 303));

  app.get('/terms', { schema: { hide: true } }, async (request, reply) =>
    sendHtml(reply, 200, renderTermsPage({ lang: request.lang, nonce: request.cspNonce })),
  );
}
