import { pinyin } from 'pinyin-pro';

export interface PinyinKeys {
  /** Whole syllables run together without tones: 华辰新能 -> huachenxinneng. */
  full: string;
  /** First letter of each syllable: 华辰新能 -> hcxn. */
  initials: string;
}

/** Letters and digits only: what a user can type into a search box for a name. */
const keep = (piece: string) => piece.toLowerCase().replace(/[^a-z0-9]/g, '');

const memo = new Map<string, PinyinKeys>();
const MAX_MEMO = 20_000;

/**
 * The pinyin a user types for a Chinese name. pinyin-pro reads polyphones in context (银行 is
 * yin hang, 重庆 chong qing); ü is written v, as on a keyboard; Latin and digits pass through.
 */
export function pinyinKeys(name: string): PinyinKeys {
  // Every activity of a company repeats its names: reindexing 100,000 activities converts each once.
  const hit = memo.get(name);
  if (hit) return hit;
  const options = { toneType: 'none', type: 'array', v: true, nonZh: 'consecutive' } as const;
  const syllables = pinyin(name, options);
  const firsts = pinyin(name, { ...options, pattern: 'first' });
  const keys = { full: syllables.map(keep).join(''), initials: firsts.map(keep).join('') };
  if (memo.size >= MAX_MEMO) memo.clear();
  memo.set(name, keys);
  return keys;
}
