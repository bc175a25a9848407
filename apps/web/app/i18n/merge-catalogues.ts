import type { Lang } from '@roadshow/contracts/locale';
import en from './en.json';
import tc from './tc.json';
import zhCN from './zh-CN.json';

export type MessageTree = { [key: string]: string | MessageTree };

const LANGS: readonly Lang[] = ['zh-CN', 'en', 'tc'];

/**
 * Features keep their messages in areas/<area>.<lang>.json beside the three base catalogues, so that
 * work on two features never edits the same file. Each area file is deep-merged into its language's
 * base; a key defined twice is a mistake and fails loudly at start rather than silently winning.
 */
const areaFiles = import.meta.glob<MessageTree>('./areas/*.json', { eager: true, import: 'default' });

function mergeInto(target: MessageTree, source: MessageTree, file: string, prefix = ''): void {
  for (const [key, value] of Object.entries(source)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const existing = target[key];
    if (typeof value === 'string') {
      if (existing !== undefined) throw new Error(`${file}: message ${path} is already defined`);
      target[key] = value;
    } else {
      if (typeof existing === 'string') throw new Error(`${file}: ${path} is already a message`);
      const branch: MessageTree = existing ? { ...existing } : {};
      mergeInto(branch, value, file, path);
      target[key] = branch;
    }
  }
}

function catalogueFor(lang: Lang, base: MessageTree): MessageTree {
  const merged: MessageTree = structuredClone(base);
  for (const [file, tree] of Object.entries(areaFiles).sort(([a], [b]) => a.localeCompare(b)))
    if (file.endsWith(`.${lang}.json`)) mergeInto(merged, tree, file);
  return merged;
}

export const mergedCatalogues: Record<Lang, MessageTree> = Object.fromEntries(
  LANGS.map((lang) => [lang, catalogueFor(lang, { 'zh-CN': zhCN, en, tc }[lang] as MessageTree)]),
) as Record<Lang, MessageTree>;
