import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { createContentModerator } from './create-content-moderator.ts';
import { createHttpModerator } from './http-moderator.ts';

const image = {
  bytes: new Uint8Array([1, 2, 3]),
  mimeType: 'image/png',
  pixels: new Uint8ClampedArray(4),
  width: 1,
  height: 1,
};

/** A stand-in outside service: records what it was sent and answers what the test says. */
function service(answer: () => Response | Promise<Response>) {
  const sent: Record<string, unknown>[] = [];
  const fetchStub: typeof fetch = async (_url, init) => {
    sent.push(JSON.parse(String(init?.body)));
    return answer();
  };
  return { sent, moderator: createHttpModerator({ url: 'https://review.example/check', fetch: fetchStub }) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof AppError ? error.code : error;
}

describe('outside moderation provider', () => {
  it('sends text and images as the adapter protocol says, and maps its verdicts', async () => {
    const { sent, moderator } = service(() => json({ passed: false, words: ['spam'] }));
    expect(await moderator.checkText('buy spam', 'en')).toEqual({
      passed: false,
      words: ['spam'],
      reasons: ['restrictedWords'],
      provider: 'review.example',
    });
    await moderator.checkImage(image, 'tc');
    expect(sent).toEqual([
      { type: 'text', text: 'buy spam', lang: 'en' },
      { type: 'image', image: 'AQID', mimeType: 'image/png', lang: 'tc' },
    ]);
    const labelled = service(() => json({ passed: false, labels: ['porn'] }));
    expect((await labelled.moderator.checkImage(image, 'en')).reasons).toEqual(['provider']);
    const fine = service(() => json({ passed: true }));
    expect(await fine.moderator.checkText('hello', 'en')).toMatchObject({ passed: true, reasons: [] });
  });

  it('is "unavailable" — never a pass — when the service fails, times out or answers nonsense', async () => {
    for (const answer of [
      () => json({ error: 'x' }, 500),
      () => json({ verdict: 'ok' }),
      () => new Response('<html>', { status: 200 }),
      () => Promise.reject(new TypeError('fetch failed')),
    ]) {
      expect(await refusal(service(answer).moderator.checkText('hello', 'en'))).toBe('MODERATION_UNAVAILABLE');
    }
    const slow = createHttpModerator({
      url: 'https://review.example/check',
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });
    expect(await refusal(slow.checkText('hello', 'en'))).toBe('MODERATION_UNAVAILABLE');
  });

  it('is chosen by MODERATION_URL; without it the local provider answers', () => {
    expect(createContentModerator({ url: 'https://review.example/check' }).name).toBe('review.example');
    expect(createContentModerator({}).name).toBe('local');
  });
});
