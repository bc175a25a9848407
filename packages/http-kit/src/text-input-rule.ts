import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { AppError } from './app-error.ts';

/** A NUL, or half of a surrogate pair without its other half: text PostgreSQL cannot store. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The path of the first string (value or key) in `value` that holds bad text, e.g. `body.extra.0.deep`.
 * Walks with its own stack: a deeply nested JSON body must not overflow the call stack.
 */
export function findBadText(value: unknown, root: string): string | undefined {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [item, path] = pending.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (BAD_TEXT.test(item)) return path;
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      // (Raw bytes, e.g. an uploaded image, are not text: their routes check them themselves.)
      for (const [key, child] of Object.entries(item)) {
        if (BAD_TEXT.test(key)) return path;
        pending.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

function badText(request: FastifyRequest, path: string) {
  return new AppError('TEXT_INVALID', {
    fields: [{ path, message: errorMessage('TEXT_INVALID', request.lang ?? 'zh-CN') }],
  });
}

/**
 * Hardening item 6, decision 027: one rule for every string a service receives, registered once per
 * service instead of in every schema. JSON bodies must be valid UTF-8, and no query, path parameter or
 * body (JSON or form) may carry a NUL or a lone surrogate: 400 naming the field, before validation.
 */
export function registerTextInputRule(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(badText(request, 'body'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    const path =
      findBadText(request.params, 'params') ??
      findBadText(request.query, 'querystring') ??
      findBadText(request.body, 'body');
    if (path) throw badText(request, path);
  });
}
