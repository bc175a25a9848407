import { pinyin } from 'pinyin-pro';

// The peoples named in autonomous prefectures and counties (大理白族自治州, 石柱土家族自治县): the
// English name drops them with the suffix. 族 is optional because 伊犁哈萨克自治州 and two others omit it.
const PEOPLES = '(?:朝鲜|土家|苗|藏|羌|彝|布依|侗|哈尼|壮|傣|白|景颇|傈僳|回|黎|蒙古|柯尔克孜|哈萨克)族?';

// Longest suffix first. Prefecture-level suffixes are dropped, as English usage does (深圳市 is
// Shenzhen); district and county suffixes are translated, because under a municipality or beside a
// county-level city they tell different kinds of place apart (Hainan's 乐东县 against 三亚市).
const SUFFIXES: readonly { pattern: RegExp; english: string }[] = [
  { pattern: /特别行政区$/u, english: '' },
  { pattern: new RegExp(`(?:${PEOPLES})+自治州$`, 'u'), english: '' },
  { pattern: new RegExp(`(?:${PEOPLES})+自治县$`, 'u'), english: ' Autonomous County' },
  { pattern: /自治区$/u, english: '' },
  { pattern: /地区$/u, english: '' },
  { pattern: /林区$/u, english: ' Forestry District' },
  { pattern: /新区$/u, english: ' New Area' },
  { pattern: /[省市盟]$/u, english: '' },
  { pattern: /区$/u, english: ' District' },
  { pattern: /县$/u, english: ' County' },
];

/**
 * Hanyu Pinyin joined into one word: syllables run together, an apostrophe before a syllable that
 * starts with a, o or e (西安 is Xi'an, not Xian), no tones, first letter capital.
 */
function pinyinWord(syllables: readonly string[]): string {
  const joined = syllables
    .map((syllable, index) => (index > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable))
    .join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** The English name of a mainland city, district or county: 深圳市 → Shenzhen, 东城区 → Dongcheng District. */
export function pinyinPlaceName(zhName: string): string {
  // Read the whole name, suffix included: pinyin-pro picks polyphones from context, and 昌都 alone
  // comes out chang dou where 昌都市 gives chang du. The stem's syllables are then the first ones.
  const syllables = pinyin(zhName, { toneType: 'none', type: 'array' });
  const oneSyllablePerCharacter = syllables.length === [...zhName].length;
  for (const { pattern, english } of SUFFIXES) {
    const stem = zhName.replace(pattern, '');
    if (stem === zhName || stem.length === 0) continue;
    const stemSyllables = oneSyllablePerCharacter
      ? syllables.slice(0, [...stem].length)
      : pinyin(stem, { toneType: 'none', type: 'array' });
    return pinyinWord(stemSyllables) + english;
  }
  return pinyinWord(syllables);
}
