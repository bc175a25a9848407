import type { ApiContext } from '../../context.ts';
import { receivePaymentNotification } from '../../services/pay/receive-notification.ts';
import type { ApiApp } from '../types.ts';

/**
 * POST /roadshow/pay/notify/:provider: the providers' payment notifications. Not a JSON call of ours
 * (Alipay posts a form, WeChat Pay encrypted JSON, each wants its own answer), so it sits outside the
 * contract table; the signature covers the raw body, so this scope keeps the body as text.
 */
export function payNotifyRoute(app: ApiApp, ctx: ApiContext) {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { provider: string }; Body: string }>(
      '/pay/notify/:provider',
      { schema: { tags: ['pay'], summary: "A payment provider's signed notification (raw body, provider's answer)" } },
      async (request, reply) => {
        const headers: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(request.headers))
          headers[name.toLowerCase()] = Array.isArray(value) ? value[0] : value;
        const answer = await receivePaymentNotification(
          ctx,
          request.params.provider,
          { headers, body: typeof request.body === 'string' ? request.body : '' },
          (facts, message) => request.log.warn(facts, message),
        );
        if (!answer) return reply.code(404).type('text/plain').send('unknown provider');
        reply.code(answer.status).type(answer.contentType);
        return answer.body === '' ? reply.send() : reply.send(answer.body);
      },
    );
  });
}
