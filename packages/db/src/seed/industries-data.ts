import type { Text } from './localized-columns.ts';

export interface IndustrySeed {
  code: string;
  name: Text;
  /** What investors ask this industry about; woven into activity texts. */
  focus: Text;
}

export const INDUSTRIES: readonly IndustrySeed[] = [
  {
    code: 'new-energy',
    name: { zh: '新能源', en: 'New Energy' },
    focus: {
      zh: '产能建设、海外市场布局及储能业务进展',
      en: 'capacity build-out, overseas expansion and progress in energy storage',
    },
  },
  {
    code: 'semiconductors',
    name: { zh: '半导体', en: 'Semiconductors' },
    focus: {
      zh: '国产替代进程、研发投入及产能利用率',
      en: 'domestic substitution, R&D spending and capacity utilisation',
    },
  },
  {
    code: 'pharma',
    name: { zh: '医药生物', en: 'Pharmaceuticals & Biotech' },
    focus: {
      zh: '在研管线进展、集采影响及创新药出海',
      en: 'pipeline progress, the impact of volume-based procurement and out-licensing of innovative drugs',
    },
  },
  {
    code: 'banking',
    name: { zh: '银行', en: 'Banking' },
    focus: {
      zh: '净息差走势、资产质量及分红政策',
      en: 'net interest margin trends, asset quality and dividend policy',
    },
  },
  {
    code: 'consumer',
    name: { zh: '消费品', en: 'Consumer Goods' },
    focus: {
      zh: '渠道改革、新品表现及消费复苏趋势',
      en: 'channel reform, new product performance and the consumption recovery',
    },
  },
  {
    code: 'autos',
    name: { zh: '汽车', en: 'Automobiles' },
    focus: {
      zh: '新能源车型销量、智能驾驶研发及出口业务',
      en: 'new energy vehicle sales, intelligent driving R&D and exports',
    },
  },
  {
    code: 'software',
    name: { zh: '计算机与软件', en: 'Software & IT Services' },
    focus: { zh: '人工智能应用落地、订单结构及回款情况', en: 'AI adoption, order mix and cash collection' },
  },
  {
    code: 'materials',
    name: { zh: '化工与新材料', en: 'Chemicals & New Materials' },
    focus: {
      zh: '产品价格走势、新材料项目投产及成本控制',
      en: 'product price trends, new materials projects coming on stream and cost control',
    },
  },
  {
    code: 'real-estate',
    name: { zh: '房地产', en: 'Real Estate' },
    focus: {
      zh: '销售回款、保交付进展及债务结构优化',
      en: 'sales collection, delivery of pre-sold homes and debt restructuring',
    },
  },
  {
    code: 'utilities',
    name: { zh: '公用事业', en: 'Utilities' },
    focus: {
      zh: '电价与水价机制、资本开支计划及现金分红',
      en: 'tariff mechanisms, capital expenditure plans and cash dividends',
    },
  },
  {
    code: 'non-bank-finance',
    name: { zh: '非银金融', en: 'Non-bank Financials' },
    focus: {
      zh: '财富管理转型、自营投资收益及资本补充',
      en: 'the shift to wealth management, proprietary trading income and capital replenishment',
    },
  },
];
