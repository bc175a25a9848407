// Provincial names are not pinyin of the Chinese: 内蒙古 is Inner Mongolia, 陕西 is Shaanxi (to
// tell it from 山西 Shanxi), 澳门 is Macao. So the 34 are a table, keyed by GB/T 2260 code.
// 西藏 is Xizang, the spelling China's official English has used since 2023.
const PROVINCE_ENGLISH_NAMES: ReadonlyMap<string, string> = new Map([
  ['110000', 'Beijing'],
  ['120000', 'Tianjin'],
  ['130000', 'Hebei'],
  ['140000', 'Shanxi'],
  ['150000', 'Inner Mongolia'],
  ['210000', 'Liaoning'],
  ['220000', 'Jilin'],
  ['230000', 'Heilongjiang'],
  ['310000', 'Shanghai'],
  ['320000', 'Jiangsu'],
  ['330000', 'Zhejiang'],
  ['340000', 'Anhui'],
  ['350000', 'Fujian'],
  ['360000', 'Jiangxi'],
  ['370000', 'Shandong'],
  ['410000', 'Henan'],
  ['420000', 'Hubei'],
  ['430000', 'Hunan'],
  ['440000', 'Guangdong'],
  ['450000', 'Guangxi'],
  ['460000', 'Hainan'],
  ['500000', 'Chongqing'],
  ['510000', 'Sichuan'],
  ['520000', 'Guizhou'],
  ['530000', 'Yunnan'],
  ['540000', 'Xizang'],
  ['610000', 'Shaanxi'],
  ['620000', 'Gansu'],
  ['630000', 'Qinghai'],
  ['640000', 'Ningxia'],
  ['650000', 'Xinjiang'],
  ['710000', 'Taiwan'],
  ['810000', 'Hong Kong'],
  ['820000', 'Macao'],
]);

/** The official English name of a provincial-level division, or undefined for a code not in the table. */
export function provinceEnglishName(code: string): string | undefined {
  return PROVINCE_ENGLISH_NAMES.get(code);
}

/** How many provincial-level divisions the table names; the data must agree (see the tests). */
export const PROVINCE_ENGLISH_NAME_COUNT = PROVINCE_ENGLISH_NAMES.size;
