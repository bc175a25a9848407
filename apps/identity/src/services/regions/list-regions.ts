import type { Lang } from '@roadshow/contracts/locale';
import { cityEnglishName } from './city-english-names.ts';
import { HK_MO_TW_DIVISIONS } from './hk-mo-tw-districts.ts';
import { loadMainlandDivisions, type Division } from './load-mainland-divisions.ts';
import { pinyinPlaceName } from './pinyin-place-name.ts';
import { provinceEnglishName } from './province-english-names.ts';
import { toTraditional } from '@roadshow/contracts/text/to-traditional';

/** One choice of the profile's province or city picker, named in the request's language. */
export interface Region {
  code: string;
  name: string;
}

interface RegionTable {
  provinces: readonly Region[];
  citiesByProvince: ReadonlyMap<string, readonly Region[]>;
}

function nameIn(lang: Lang, division: Division, english: () => string): string {
  if (lang === 'en') return english();
  if (lang === 'tc') return toTraditional(division.name);
  return division.name;
}

function buildTable(lang: Lang): RegionTable {
  const mainland = loadMainlandDivisions();
  const provinces = mainland.provinces.map((province) => ({
    code: province.code,
    name: nameIn(lang, province, () => provinceEnglishName(province.code) ?? pinyinPlaceName(province.name)),
  }));
  const citiesByProvince = new Map<string, readonly Region[]>();
  for (const [provinceCode, cities] of mainland.citiesByProvince) {
    const shipped = HK_MO_TW_DIVISIONS.get(provinceCode);
    citiesByProvince.set(
      provinceCode,
      shipped
        ? shipped.map((division) => ({ code: division.code, name: division[lang] }))
        : cities.map((city) => ({
            code: city.code,
            name: nameIn(lang, city, () => cityEnglishName(city.name) ?? pinyinPlaceName(city.name)),
          })),
    );
  }
  return { provinces, citiesByProvince };
}

// Converting about 500 names through OpenCC or pinyin takes a few milliseconds: once per language.
const tables = new Map<Lang, RegionTable>();

function tableFor(lang: Lang): RegionTable {
  let table = tables.get(lang);
  if (!table) {
    table = buildTable(lang);
    tables.set(lang, table);
  }
  return table;
}

/** Mainland provinces, autonomous regions and municipalities, then Taiwan, Hong Kong and Macao. */
export function listProvinces(lang: Lang): readonly Region[] {
  return tableFor(lang).provinces;
}

/** The cities of a province (districts for a municipality); empty for a code that is not a province. */
export function listCities(provinceCode: string, lang: Lang): readonly Region[] {
  return tableFor(lang).citiesByProvince.get(provinceCode) ?? [];
}

/**
 * Whether a stored profile's province and city are real choices of the picker, for a zod refine.
 * No city, or '' (the profile column's "not chosen"), checks the province alone.
 */
export function isKnownRegion(provinceCode: string, cityCode?: string): boolean {
  const cities = tableFor('zh-CN').citiesByProvince.get(provinceCode);
  if (!cities) return false;
  if (cityCode === undefined || cityCode === '') return true;
  return cities.some((city) => city.code === cityCode);
}
