import { describe, expect, it } from 'vitest';
import { isKnownRegion, listCities, listProvinces } from './list-regions.ts';
import { PROVINCE_ENGLISH_NAME_COUNT } from './province-english-names.ts';

const names = (regions: readonly { name: string }[]) => regions.map((region) => region.name);
const GUANGDONG = '440000';
const SHENZHEN = '440300';
const HONG_KONG = '810000';

describe('listProvinces', () => {
  it('lists the 34 provincial-level divisions in every language, with the same codes', () => {
    const zh = listProvinces('zh-CN');
    expect(zh).toHaveLength(34);
    expect(PROVINCE_ENGLISH_NAME_COUNT).toBe(34);
    for (const lang of ['en', 'tc'] as const) {
      expect(listProvinces(lang).map((p) => p.code)).toEqual(zh.map((p) => p.code));
    }
    expect(names(zh)).toEqual(
      expect.arrayContaining(['广东省', '北京市', '香港特别行政区', '澳门特别行政区', '台湾省']),
    );
  });

  it('names provinces in English by their official names, not by pinyin', () => {
    expect(names(listProvinces('en'))).toEqual(
      expect.arrayContaining(['Guangdong', 'Beijing', 'Inner Mongolia', 'Shaanxi', 'Hong Kong', 'Macao', 'Taiwan']),
    );
  });

  it('names provinces in Traditional characters for tc', () => {
    expect(names(listProvinces('tc'))).toEqual(
      expect.arrayContaining(['廣東省', '內蒙古自治區', '香港特別行政區', '澳門特別行政區', '臺灣省']),
    );
  });
});

describe('listCities', () => {
  it('lists the 21 prefecture-level cities of Guangdong, Shenzhen among them', () => {
    const cities = listCities(GUANGDONG, 'zh-CN');
    expect(cities).toHaveLength(21);
    expect(cities).toContainEqual({ code: SHENZHEN, name: '深圳市' });
    expect(listCities(GUANGDONG, 'en')).toContainEqual({ code: SHENZHEN, name: 'Shenzhen' });
    expect(listCities(GUANGDONG, 'tc')).toContainEqual({ code: '440100', name: '廣州市' });
  });

  it('offers the districts of a municipality, which has no prefecture level', () => {
    const beijing = listCities('110000', 'zh-CN');
    expect(beijing).toHaveLength(16);
    expect(names(beijing)).toContain('海淀区');
    expect(names(listCities('110000', 'en'))).toContain('Haidian District');
  });

  it('replaces the "directly governed" placeholder with the county-level cities it stands for', () => {
    const hubei = names(listCities('420000', 'zh-CN'));
    expect(hubei).toEqual(expect.arrayContaining(['仙桃市', '潜江市', '天门市', '神农架林区']));
    expect(hubei.some((name) => name.includes('直辖'))).toBe(false);
  });

  it('writes English names as pinyin without the administrative suffix', () => {
    const en = (province: string) => names(listCities(province, 'en'));
    expect(en('610000')).toContain("Xi'an");
    expect(en('530000')).toContain('Dali');
    expect(en('230000')).toContain('Harbin');
    expect(en('310000')).toContain('Minhang District');
  });

  it('lists the 18 districts of Hong Kong in three languages', () => {
    const zh = listCities(HONG_KONG, 'zh-CN');
    const en = listCities(HONG_KONG, 'en');
    const tc = listCities(HONG_KONG, 'tc');
    for (const list of [zh, en, tc]) expect(list).toHaveLength(18);
    expect(zh).toContainEqual({ code: '810006', name: '深水埗区' });
    expect(en).toContainEqual({ code: '810006', name: 'Sham Shui Po District' });
    expect(tc).toContainEqual({ code: '810002', name: '灣仔區' });
  });

  it('lists Macao and the 22 divisions of Taiwan', () => {
    expect(names(listCities('820000', 'tc'))).toContain('路氹填海區');
    expect(listCities('710000', 'zh-CN')).toHaveLength(22);
    expect(names(listCities('710000', 'tc'))).toContain('臺北市');
    expect(names(listCities('710000', 'en'))).toEqual(expect.arrayContaining(['Hsinchu City', 'Hsinchu County']));
  });

  it('gives every province some cities, each code once', () => {
    const codes = listProvinces('zh-CN').flatMap((province) => {
      const cities = listCities(province.code, 'zh-CN');
      expect(cities.length, province.name).toBeGreaterThan(0);
      return cities.map((city) => city.code);
    });
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives an empty list for a code that is not a province', () => {
    expect(listCities('990000', 'zh-CN')).toEqual([]);
    expect(listCities(SHENZHEN, 'en')).toEqual([]);
    expect(listCities('', 'tc')).toEqual([]);
  });
});

describe('isKnownRegion', () => {
  it.each([
    [GUANGDONG, undefined, true],
    [GUANGDONG, '', true],
    [GUANGDONG, SHENZHEN, true],
    [HONG_KONG, '810001', true],
    ['710000', '710022', true],
    [GUANGDONG, '810001', false],
    [HONG_KONG, SHENZHEN, false],
    ['990000', undefined, false],
    ['44', undefined, false],
    ['', '', false],
  ])('province %j, city %j: %s', (province, city, known) => {
    expect(isKnownRegion(province, city)).toBe(known);
  });
});
