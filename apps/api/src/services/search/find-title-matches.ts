import { toTraditional } from '@roadshow/contracts/text/to-traditional';
import { fold, foldWithOffsets } from '@roadshow/contracts/text/fold-text';

/**
 * A search word as it may appear in a folded title: as itself, and as its Traditional phrase
 * folded back (复苏 is shown as 復甦 in tc, which folds to 复甦, not to 复苏).
 */
function wordForms(term: string): string[] {
  return [...new Set([term, fold(toTraditional(term))])];
}

/**
 * Where the search words occur in a title as shown (any script or case, as the search matched
 * them): [start, length] pairs in UTF-16 code units of the original title, sorted and merged.
 */
export function findTitleMatches(title: string, terms: readonly string[]): [number, number][] {
  const { text, offsets } = foldWithOffsets(title);
  const spans: [number, number][] = [];
  for (const form of terms.flatMap(wordForms)) {
    for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + form.length)) {
      const start = offsets[at] ?? 0;
      // The end is where the next source character starts: a folded character may be several units.
      let next = at + form.length;
      while (next < text.length && offsets[next] === offsets[next - 1]) next += 1;
      spans.push([start, offsets[next] ?? title.length]);
    }
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of spans) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => [start, end - start]);
}
