import { describe, expect, it } from 'vitest';
import { pinyinPlaceName } from './pinyin-place-name.ts';

describe('pinyinPlaceName', () => {
  it.each([
    ['深圳市', 'Shenzhen'],
    ['重庆市', 'Chongqing'],
    ['六安市', "Lu'an"],
    ['吕梁市', 'Lüliang'],
    ['昌都市', 'Changdu'],
    ['阿拉善盟', 'Alashan'],
    ['和田地区', 'Hetian'],
    ['大理白族自治州', 'Dali'],
    ['湘西土家族苗族自治州', 'Xiangxi'],
    ['伊犁哈萨克自治州', 'Yili'],
    ['东城区', 'Dongcheng District'],
    ['浦东新区', 'Pudong New Area'],
    ['神农架林区', 'Shennongjia Forestry District'],
    ['忠县', 'Zhong County'],
    ['石柱土家族自治县', 'Shizhu Autonomous County'],
  ])('%s → %s', (zh, en) => {
    expect(pinyinPlaceName(zh)).toBe(en);
  });
});
