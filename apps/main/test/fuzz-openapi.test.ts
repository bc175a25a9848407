import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useComposedServer } from './support/composed-server.ts';

// Hardening: every operation of both OpenAPI documents, read at run time (so calls added later are
// covered), driven with bad input: wrong types, huge and odd strings (NUL, lone surrogates), invalid
// UTF-8 bytes, broken JSON, wrong content types and a 10 MB body. Every answer must arrive and be
// below 500. fast-check runs with a fixed seed and a bounded number of runs, so CI stays fast and a
// failure replays the same way.
const SEED = 20_261_124;
const RUNS_PER_OPERATION = 6;
const ANSWER_WITHIN_MS = 10_000;
const DOCUMENTS = [
  { service: 'roadshow', url: '/roadshow/docs/json' },
  { service: 'identity', url: '/identity/docs/json' },
] as const;

const suite = useComposedServer({ start: '2026-11-20T06:00:00.000Z' });

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
}
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path with its mount point, `{param}` placeholders kept. */
  path: string;
  parameters: Parameter[];
  bodyFields: string[];
  takesBody: boolean;
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

async function readOperations(): Promise<Operation[]> {
  const operations: Operation[] = [];
  for (const document of DOCUMENTS) {
    const response = await suite.server().app.inject(document.url);
    expect(response.statusCode).toBe(200);
    const { paths } = response.json() as OpenApiDocument;
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const content = operation.requestBody?.content ?? {};
        const schema = content['application/json']?.schema;
        operations.push({
          method: method.toUpperCase() as Operation['method'],
          // The documents list paths below their mount point.
          path: path.startsWith(`/${document.service}/`) ? path : `/${document.service}${path}`,
          parameters: operation.parameters ?? [],
          bodyFields: Object.keys(schema?.properties ?? {}),
          takesBody: method !== 'get' && method !== 'delete',
        });
      }
    }
  }
  return operations;
}

/** Strings a careless server trips over. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '😀\ud800',
    '%00',
    '%ED%A0%80',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '-1',
    '1e309',
    'NaN',
    '9'.repeat(40),
    '__proto__',
    'constructor',
    ' ',
    '\u202e\u200b',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.nat({ max: 4 }).map((n) => '長'.repeat(10 ** (n + 1))),
);

/** A value of any JSON type, often not the one the field wants. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
  fc.constant([[[[[[[[[[[]]]]]]]]]]]),
);

function bodyArbitrary(operation: Operation): fc.Arbitrary<unknown> {
  const fields = [...operation.bodyFields, '__proto__', 'extra'];
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...fields), wrongValue, { maxKeys: fields.length }),
    fc.record(Object.fromEntries(operation.bodyFields.map((field) => [field, wrongValue]))),
    wrongValue,
  );
}

function queryArbitrary(operation: Operation): fc.Arbitrary<Record<string, string | string[]>> {
  const names = [...operation.parameters.filter((p) => p.in === 'query').map((p) => p.name), 'lang', 'extra'];
  const value = fc.oneof(nastyString, fc.array(nastyString, { minLength: 2, maxLength: 3 }));
  return fc.dictionary(fc.constantFrom(...names), value, { maxKeys: names.length });
}

/** A URL path segment: what goes where `{param}` stands. */
const segment = nastyString.map((value) => {
  try {
    return encodeURIComponent(value.slice(0, 200)) || 'x';
  } catch {
    // A lone surrogate has no UTF-8 form: send its bytes' usual replacement, escaped by hand.
    return '%EF%BF%BD';
  }
});

function urlOf(operation: Operation, segments: string[]): string {
  let index = 0;
  return operation.path.replace(/\{[^}]+\}/g, () => segments[index++] ?? 'x');
}

const invalidUtf8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xa0, 0xa1, 0xff, 0xfe, 0x22, 0x7d]);
const TEN_MB = Buffer.alloc(10 * 1024 * 1024, 0x61);

/** Fixed bad bodies every operation that takes a body gets, besides the generated ones. */
const RAW_BODIES: { name: string; contentType: string; payload: string | Buffer }[] = [
  { name: 'invalid UTF-8', contentType: 'application/json', payload: invalidUtf8 },
  { name: 'broken JSON', contentType: 'application/json', payload: '{"a": [1, 2,' },
  { name: 'JSON text not an object', contentType: 'application/json', payload: '"just a string"' },
  { name: 'empty JSON body', contentType: 'application/json', payload: '' },
  { name: 'prototype pollution', contentType: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { name: 'deep nesting', contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { name: 'wrong content type', contentType: 'text/plain', payload: 'hello' },
  { name: 'XML', contentType: 'application/xml', payload: '<a>1</a>' },
  { name: 'form body', contentType: 'application/x-www-form-urlencoded', payload: 'a=%00&b=%ff&c' },
  { name: 'multipart without boundary', contentType: 'multipart/form-data', payload: '--x\r\n' },
  { name: '10 MB JSON', contentType: 'application/json', payload: TEN_MB },
  { name: '10 MB image', contentType: 'image/png', payload: TEN_MB },
];

/** Sends one request; fails the test when it answers 5xx or not at all. */
async function expectAnswer(request: InjectOptions, label: string) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ANSWER_WITHIN_MS);
  });
  const response = await Promise.race([suite.server().app.inject(request), late]).finally(() => clearTimeout(timer));
  if (response === 'late') throw new Error(`${label}: no answer within ${ANSWER_WITHIN_MS} ms`);
  if (response.statusCode >= 500) throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response;
}

describe('fuzzing every documented operation', () => {
  it('reads both documents and finds operations in each', async () => {
    const operations = await readOperations();
    for (const { service } of DOCUMENTS)
      expect(operations.filter((operation) => operation.path.startsWith(`/${service}/`)).length).toBeGreaterThan(5);
  });

  it('never answers 5xx or hangs on generated bad input', async () => {
    const operations = await readOperations();
    const tried = new Set<string>();
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      const placeholders = (operation.path.match(/\{[^}]+\}/g) ?? []).length;
      await fc.assert(
        fc.asyncProperty(
          queryArbitrary(operation),
          bodyArbitrary(operation),
          fc.array(segment, { minLength: placeholders, maxLength: placeholders }),
          fc.option(
            nastyString.map((value) => value.replace(/[^\x20-\x7e]/g, '')),
            { nil: undefined },
          ),
          async (query, body, segments, tgt) => {
            const request: InjectOptions = {
              method: operation.method,
              url: urlOf(operation, segments),
              query,
              headers: { ...(tgt === undefined ? {} : { tgt }), cookie: 'ticket=AT-fuzz' },
            };
            if (operation.takesBody) {
              request.headers = { ...request.headers, 'content-type': 'application/json' };
              request.payload = JSON.stringify(body) ?? 'null';
            }
            await expectAnswer(request, name);
            tried.add(name);
          },
        ),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      if (!operation.takesBody) continue;
      for (const raw of RAW_BODIES) {
        await expectAnswer(
          {
            method: operation.method,
            url: urlOf(operation, Array(placeholders).fill('1')),
            headers: { 'content-type': raw.contentType },
            payload: raw.payload,
          },
          `${name} with ${raw.name}`,
        );
      }
    }
    expect(tried.size).toBe(operations.length);
    // About 40 s on PGlite on a loaded 2-core machine; the limit leaves room, the suite stays bounded.
  }, 300_000);
});
