// Where English does not write the pinyin of the Chinese characters. Most are names from
// Mongolian, Tibetan, Uyghur and Kazakh that Chinese transcribes (哈尔滨 is Harbin, not Ha'erbin),
// in their usual English spelling. 闵行 and 丰都 are polyphones that pinyin-pro reads the common
// way (行 xing, 都 dou) where the place says hang and du; 喀什 (shen for shi) is Kashgar above.
const CITY_ENGLISH_NAMES: ReadonlyMap<string, string> = new Map([
  ['呼和浩特市', 'Hohhot'],
  ['鄂尔多斯市', 'Ordos'],
  ['呼伦贝尔市', 'Hulunbuir'],
  ['巴彦淖尔市', 'Bayannur'],
  ['乌兰察布市', 'Ulanqab'],
  ['兴安盟', 'Hinggan'],
  ['锡林郭勒盟', 'Xilingol'],
  ['阿拉善盟', 'Alxa'],
  ['哈尔滨市', 'Harbin'],
  ['齐齐哈尔市', 'Qiqihar'],
  ['大兴安岭地区', 'Da Hinggan Ling'],
  ['拉萨市', 'Lhasa'],
  ['日喀则市', 'Xigaze'],
  ['昌都市', 'Qamdo'],
  ['林芝市', 'Nyingchi'],
  ['那曲市', 'Nagqu'],
  ['阿里地区', 'Ngari'],
  ['乌鲁木齐市', 'Urumqi'],
  ['克拉玛依市', 'Karamay'],
  ['吐鲁番市', 'Turpan'],
  ['博尔塔拉蒙古自治州', 'Bortala'],
  ['巴音郭楞蒙古自治州', 'Bayingolin'],
  ['阿克苏地区', 'Aksu'],
  ['克孜勒苏柯尔克孜自治州', 'Kizilsu'],
  ['喀什地区', 'Kashgar'],
  ['和田地区', 'Hotan'],
  ['伊犁哈萨克自治州', 'Ili'],
  ['阿勒泰地区', 'Altay'],
  ['阿拉尔市', 'Aral'],
  ['图木舒克市', 'Tumxuk'],
  ['闵行区', 'Minhang District'],
  ['丰都县', 'Fengdu County'],
]);

/** The established English name of a mainland city or district, when it is not its pinyin. */
export function cityEnglishName(zhName: string): string | undefined {
  return CITY_ENGLISH_NAMES.get(zhName);
}
