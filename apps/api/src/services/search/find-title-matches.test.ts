import { describe, expect, it } from 'vitest';
import { findTitleMatches } from './find-title-matches.ts';
import { searchTerms } from './search-terms.ts';

const marked = (title: string, query: string) =>
  findTitleMatches(title, searchTerms(query)).map(([start, length]) => title.slice(start, start + length));

describe('findTitleMatches', () => {
  it('marks a word in either script and any case, at its place in the shown title', () => {
    expect(findTitleMatches('華辰新能2026年業績說明會', ['业绩'])).toEqual([[9, 2]]);
    expect(marked('華辰新能2026年業績說明會', '業績')).toEqual(['業績']);
    expect(marked('Huachen 2025 Annual Results Briefing', 'RESULTS')).toEqual(['Results']);
    expect(marked('消費復甦專題路演', '复苏')).toEqual(['復甦']);
  });

  it('keeps offsets right where folding changes the length (full width, ligatures, astral characters)', () => {
    // 𠮷 is two UTF-16 units; ﬁ folds to two letters; Ｅ folds to one.
    expect(marked('𠮷野家ﬁnance ＥＳＧ说明会', 'finance')).toEqual(['ﬁnance']);
    expect(marked('𠮷野家ﬁnance ＥＳＧ说明会', 'esg')).toEqual(['ＥＳＧ']);
    expect(marked('𠮷野家ﬁnance ＥＳＧ说明会', '野家')).toEqual(['野家']);
    expect(marked('𠮷野家ﬁnance ＥＳＧ说明会', 'i')).toEqual(['ﬁ']);
  });

  it('marks every occurrence of every word, merging overlaps, in title order', () => {
    expect(marked('业绩会 业绩说明会', '说明 业绩 绩说')).toEqual(['业绩', '业绩说明']);
    expect(findTitleMatches('abc', ['x'])).toEqual([]);
  });
});
