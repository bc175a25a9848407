import { once } from 'node:events';
import { Readable, type Transform } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint.server.ts';

const HEAD =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/app.css"/><link rel="modulepreload" href="/b.js" nonce="n"/></head>';
const BODY =
  '<body><p>&lt;link rel=&quot;modulepreload&quot;&gt; type="module" in text</p>' +
  '<script nonce="n">window.data = {"tag":"<script type=\\"module\\" async=\\"\\">"};</script>' +
  '<script nonce="n" type="module" async="">import "/a.js";</script></body></html>';
const EXPECTED =
  '<!DOCTYPE html><html><head><link rel="x-modulepreload" href="/a.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/app.css"/><link rel="x-modulepreload" href="/b.js" nonce="n"/></head>' +
  '<body><p>&lt;link rel=&quot;modulepreload&quot;&gt; type="module" in text</p>' +
  '<script nonce="n">window.data = {"tag":"<script type=\\"module\\" async=\\"\\">"};</script>' +
  '<script nonce="n" type="x-module" async="">import "/a.js";</script></body></html>';

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(scriptsAfterFirstPaint()));
}

describe('scriptsAfterFirstPaint', () => {
  it('writes the module preloads and the bootstrap module under inert names, and nothing else', async () => {
    expect(await through([HEAD + BODY])).toBe(EXPECTED);
  });

  it('finds a tag split across chunks, at any byte', async () => {
    const whole = HEAD + BODY;
    for (let cut = 1; cut < whole.length; cut += 1) {
      expect(await through([whole.slice(0, cut), whole.slice(cut)]), `cut at ${cut}`).toBe(EXPECTED);
    }
    expect(await through([...whole])).toBe(EXPECTED);
  });

  it('passes a document without either tag through whole', async () => {
    expect(await through(['<p>no scripts', ' here</p>'])).toBe('<p>no scripts here</p>');
  });

  /** The stream's output, chunk by chunk as it comes out; `next()` waits for the next one. */
  function reader(stream: Transform) {
    const waiting: ((chunk: string) => void)[] = [];
    const ready: string[] = [];
    stream.on('data', (chunk: Buffer) => {
      const resolve = waiting.shift();
      if (resolve) resolve(chunk.toString());
      else ready.push(chunk.toString());
    });
    return {
      next: () =>
        ready.length ? Promise.resolve(ready.shift()!) : new Promise<string>((resolve) => waiting.push(resolve)),
      rest: async () => {
        await once(stream, 'end');
        return ready.splice(0).join('');
      },
    };
  }

  it('lets a chunk that ends with a whole tag out at once, before the next chunk comes', async () => {
    // A shell flush with a Suspense boundary still pending: the gate's closing tag must not wait for
    // the boundary's chunk, or the page's scripts would wait with it.
    const stream = scriptsAfterFirstPaint();
    const out = reader(stream);
    const shell = HEAD + '<body><p>shell</p><!--$?--><template id="B:0"></template><script nonce="n">gate()</script>';
    stream.write(Buffer.from(shell));
    expect(await out.next()).toBe(EXPECTED.slice(0, EXPECTED.indexOf('<body>')) + shell.slice(HEAD.length));
    stream.end(Buffer.from('<div hidden id="S:0">late</div></body></html>'));
    expect(await out.next()).toBe('<div hidden id="S:0">late</div></body></html>');
  });

  it('holds back only what could still become a tag', async () => {
    const stream = scriptsAfterFirstPaint();
    const out = reader(stream);
    stream.write(Buffer.from('<p>a</p><lin'));
    expect(await out.next()).toBe('<p>a</p>');
    stream.write(Buffer.from('k rel="modulepreload" href="/a.js"/><p>b</p> typ'));
    expect(await out.next()).toBe('<link rel="x-modulepreload" href="/a.js"/><p>b</p>');
    stream.end(Buffer.from('ical</p>'));
    expect(await out.rest()).toBe(' typical</p>');
  });
});
