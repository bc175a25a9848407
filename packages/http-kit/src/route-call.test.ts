import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@roadshow/contracts/calls/define-call';
import { routeCall } from './route-call.ts';

const read = (path: `/${string}`) =>
  defineCall({ service: 'roadshow', method: 'GET', path, summary: path, tags: ['test'], result: z.string() });

/** A server with three calls: one returns its result, two send their own bytes (at once, and later). */
async function server() {
  const warnings: string[] = [];
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        warnings.push((JSON.parse(line) as { err?: { code?: string }; msg: string }).err?.code ?? 'other');
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream: log } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  routeCall(app, read('/result'), () => 'from the handler');
  routeCall(app, read('/sent-now'), (_input, _request, reply) =>
    reply.type('application/json').send('{"success":true,"result":"own bytes"}'),
  );
  routeCall(app, read('/sent-later'), async (_input, _request, reply) => {
    await new Promise((resolve) => setImmediate(resolve));
    return reply.type('application/json').send('{"success":true,"result":"own bytes, later"}');
  });
  await app.ready();
  return { app, warnings };
}

describe('routeCall', () => {
  it('wraps a returned result in the envelope, and sends a reply the handler sent itself exactly once', async () => {
    const { app, warnings } = await server();
    expect((await app.inject('/result')).json()).toEqual({ success: true, result: 'from the handler' });
    expect((await app.inject('/sent-now')).json()).toEqual({ success: true, result: 'own bytes' });
    expect((await app.inject('/sent-later')).json()).toEqual({ success: true, result: 'own bytes, later' });
    // Fastify drops a second send with this warning only: the answers above would look right either way.
    expect(warnings).toEqual([]);
    app.log.warn({ err: { code: 'PROBE' } }, 'the stream is wired');
    expect(warnings).toEqual(['PROBE']);
    await app.close();
  });
});
