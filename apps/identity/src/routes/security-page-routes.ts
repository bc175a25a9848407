import '@roadshow/http-kit/security-headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { passwordSchema, phoneSchema, smsCodeSchema } from '@roadshow/contracts/identity';
import type { IdentityContext } from '../context.ts';
import { PAGE_TEXTS } from '../pages/page-texts.ts';
import type { FormState } from '../pages/render-auth-pages.ts';
import { renderSecurityPage, type SecuritySection } from '../pages/render-security-page.ts';
import { changePassword, changePhone } from '../services/accounts/change-credentials.ts';
import { maskPhone } from '../services/accounts/mask-phone.ts';
import { endUserSessions } from '../services/sessions/end-sessions.ts';
import { allowedService } from '../services/sessions/service-allowlist.ts';
import { sendSmsCode } from '../services/sms/send-sms-code.ts';
import { applyError, zodFieldErrors } from './form-errors.ts';
import { requestOrigin, stringField } from './request-origin.ts';
import { pageSession } from './request-session.ts';
import { clearSessionCookie } from './session-cookie.ts';

const passwordForm = z.object({ code: smsCodeSchema, password: passwordSchema });
const phoneForm = z.object({ phone: phoneSchema, code: smsCodeSchema });

/** The security center (spec §2 header menu), for the user logged in at the identity service. */
export function securityPageRoutes(app: FastifyInstance, ctx: IdentityContext) {
  const currentSession = (request: FastifyRequest) => pageSession(ctx, request);

  function context(request: FastifyRequest, source: unknown) {
    const keep = new URLSearchParams();
    const service = allowedService(stringField(source, 'service'), requestOrigin(request), ctx.config.serviceOrigins);
    if (service) keep.set('service', service);
    const section: SecuritySection = stringField(source, 'section') === 'phone' ? 'phone' : 'password';
    return { keep, section, back: service ?? `/?lang=${request.lang}` };
  }

  function show(reply: FastifyReply, status: number, page: string) {
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  }

  /** Not logged in here: log in first, then come back to this page. */
  function toLogin(request: FastifyRequest, reply: FastifyReply, keep: URLSearchParams) {
    const self = new URL(`/identity/security?${keep.toString()}`, requestOrigin(request));
    self.searchParams.set('lang', request.lang);
    const query = new URLSearchParams({ service: self.toString(), lang: request.lang });
    return reply.redirect(`/identity/login?${query.toString()}`, 303);
  }

  app.get('/security', { schema: { hide: true } }, async (request, reply) => {
    const { keep, section, back } = context(request, request.query);
    const session = await currentSession(request);
    if (!session) return toLogin(request, reply, keep);
    const state: FormState = { values: {}, fieldErrors: {} };
    const page = renderSecurityPage({
      lang: request.lang,
      nonce: request.cspNonce,
      keep,
      state,
      section,
      maskedPhone: maskPhone(session.user.phone),
      back,
    });
    return show(reply, 200, page);
  });

  app.post('/security', { schema: { hide: true } }, async (request, reply) => {
    const body = request.body;
    const { keep, section, back } = context(request, body);
    const session = await currentSession(request);
    if (!session) return toLogin(request, reply, keep);
    const lang = request.lang;
    const t = PAGE_TEXTS[lang];

    if (stringField(body, 'section') === 'sign-out-all') {
      await endUserSessions(ctx, session.user.id);
      clearSessionCookie(ctx, reply);
      return reply.redirect(back, 303);
    }

    const state: FormState = {
      values: { phone: stringField(body, 'phone'), code: stringField(body, 'code') },
      fieldErrors: {},
    };
    const render = (status: number) =>
      show(
        reply,
        status,
        renderSecurityPage({
          lang,
          nonce: request.cspNonce,
          keep,
          state,
          section,
          maskedPhone: maskPhone(session.user.phone),
          back,
        }),
      );

    try {
      if (stringField(body, 'intent') === 'send-code') {
        let phone = session.user.phone;
        if (section === 'phone') {
          const parsed = phoneSchema.safeParse(state.values.phone ?? '');
          if (!parsed.success) return ((state.fieldErrors = zodFieldErrors(parsed.error, lang)), render(400));
          phone = parsed.data;
        }
        const purpose = section === 'phone' ? 'change-phone' : 'reset';
        const sent = await sendSmsCode(ctx, { phone, purpose, ip: request.ip, lang });
        state.resendAfter = sent.resendAfterSeconds;
        state.alert = { kind: 'ok', text: t.codeSent.replace('{phone}', maskPhone(phone)) };
        return render(200);
      }
      if (section === 'password') {
        const form = passwordForm.safeParse({
          code: state.values.code ?? '',
          password: stringField(body, 'password') ?? '',
        });
        if (!form.success) return ((state.fieldErrors = zodFieldErrors(form.error, lang)), render(400));
        await changePassword(ctx, session, form.data);
        state.values = {};
        state.alert = { kind: 'ok', text: t.passwordChanged };
        return render(200);
      }
      const form = phoneForm.safeParse({ phone: state.values.phone ?? '', code: state.values.code ?? '' });
      if (!form.success) return ((state.fieldErrors = zodFieldErrors(form.error, lang)), render(400));
      await changePhone(ctx, session, form.data);
      const updated = (await currentSession(request)) ?? session;
      state.values = {};
      state.alert = { kind: 'ok', text: t.phoneChanged.replace('{phone}', maskPhone(form.data.phone)) };
      return show(
        reply,
        200,
        renderSecurityPage({
          lang,
          nonce: request.cspNonce,
          keep,
          state,
          section,
          maskedPhone: maskPhone(updated.user.phone),
          back,
        }),
      );
    } catch (error) {
      return render(applyError(state, error, lang));
    }
  });
}
