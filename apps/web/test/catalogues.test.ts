import { describe, expect, it } from 'vitest';
import { mergedCatalogues, type MessageTree as Tree } from '../app/i18n/merge-catalogues.ts';

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const catalogues = {
  'zh-CN': flatten(mergedCatalogues['zh-CN']),
  en: flatten(mergedCatalogues.en),
  tc: flatten(mergedCatalogues.tc),
};

describe('message catalogues', () => {
  it('have the same keys in all three languages', () => {
    const reference = [...catalogues['zh-CN'].keys()].sort();
    expect([...catalogues.en.keys()].sort()).toEqual(reference);
    expect([...catalogues.tc.keys()].sort()).toEqual(reference);
  });

  it('use the same placeholders for every key', () => {
    for (const [key, text] of catalogues['zh-CN']) {
      expect(placeholders(catalogues.en.get(key) ?? ''), key).toEqual(placeholders(text));
      expect(placeholders(catalogues.tc.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('are really translated: no empty strings, English without CJK, tc differs from zh-CN somewhere', () => {
    for (const [lang, entries] of Object.entries(catalogues))
      for (const [key, text] of entries) expect(text.trim(), `${lang} ${key}`).not.toBe('');
    for (const [key, text] of catalogues.en)
      if (!key.startsWith('languages.')) expect(text, key).not.toMatch(/[\u4e00-\u9fff]/);
    const differing = [...catalogues.tc].filter(([key, text]) => catalogues['zh-CN'].get(key) !== text);
    expect(differing.length).toBeGreaterThan(catalogues.tc.size / 3);
  });
});
