import { Transform } from 'node:stream';
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from './scripts-after-first-paint.ts';

// Decision 071: the page is rendered on the server, so its first paint needs the HTML, the
// stylesheets and the LCP image, not the ~145 KB of scripts that hydrate it. React Router writes a
// module preload per module into <head> and a bootstrap module script into <body>; both would start
// fetching as soon as they are parsed. This stream writes them under inert names, and the gate in
// root.tsx (scripts-after-first-paint.ts) brings them to life after the first paint. Only those
// two tags change: markup in text is escaped, and data in inline scripts is JSON-escaped, so
// neither can hold them.

const REPLACEMENTS: [Buffer, Buffer][] = [
  ['<link rel="modulepreload"', `<link rel="${INERT_PRELOAD_REL}"`],
  [' type="module" async=""', ` type="${INERT_MODULE_TYPE}" async=""`],
].map(([from, to]) => [Buffer.from(from!), Buffer.from(to!)]);

const LONGEST = Math.max(...REPLACEMENTS.map(([from]) => from.length));

/** The first replacement to make at or after `from`, if any. */
function nextMatch(text: Buffer, from: number) {
  let best: { at: number; from: Buffer; to: Buffer } | null = null;
  for (const [find, to] of REPLACEMENTS) {
    const at = text.indexOf(find, from);
    if (at >= 0 && (!best || at < best.at)) best = { at, from: find, to };
  }
  return best;
}

/**
 * Where the tail of `text` (from `from` on) starts that could still become a tag with the next
 * chunk: its longest suffix that is a proper prefix of a tag. Nothing else is held back, so a chunk
 * that ends with a whole tag (as each of React's flushes does: `</script>`, `-->`) leaves at once,
 * even when the next one waits for a pending Suspense boundary.
 */
function unfinishedTagAt(text: Buffer, from: number): number {
  for (let start = Math.max(from, text.length - LONGEST + 1); start < text.length; start += 1) {
    const tail = text.subarray(start);
    if (REPLACEMENTS.some(([find]) => find.subarray(0, tail.length).equals(tail))) return start;
  }
  return text.length;
}

/** Every whole tag of `text` rewritten; unless at the end, an unfinished tag at its end kept back. */
function rewrite(text: Buffer, atEnd: boolean) {
  const parts: Buffer[] = [];
  let from = 0;
  for (let match = nextMatch(text, from); match; match = nextMatch(text, from)) {
    parts.push(text.subarray(from, match.at), match.to);
    from = match.at + match.from.length;
  }
  const end = atEnd ? text.length : unfinishedTagAt(text, from);
  parts.push(text.subarray(from, end));
  return { out: Buffer.concat(parts), rest: text.subarray(end) };
}

export function scriptsAfterFirstPaint(): Transform {
  let pending: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const { out, rest } = rewrite(pending.length ? Buffer.concat([pending, chunk]) : chunk, false);
      pending = rest;
      done(null, out);
    },
    flush(done) {
      done(null, rewrite(pending, true).out);
    },
  });
}
