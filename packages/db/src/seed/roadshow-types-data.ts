import type { Text } from './localized-columns.ts';

/** Kinds of "other" (square type 4) roadshows, with what the event is for. */
export interface EventTypeSeed {
  key: string;
  name: Text;
  /** Completes "…举办{name}，{purpose}。" / "…, to {purpose}." */
  purpose: Text;
}

export const OTHER_EVENT_TYPES: readonly EventTypeSeed[] = [
  {
    key: 'investor-meeting',
    name: { zh: '投资者交流会', en: 'Investor Meeting' },
    purpose: { zh: '介绍公司近期经营情况和发展战略', en: 'present recent operations and the company strategy' },
  },
  {
    key: 'esg',
    name: { zh: 'ESG专题交流会', en: 'ESG Briefing' },
    purpose: {
      zh: '介绍公司ESG治理架构、碳减排路径及社会责任实践',
      en: "present the company's ESG governance, decarbonisation roadmap and social responsibility work",
    },
  },
  {
    key: 'dividend',
    name: { zh: '现金分红说明会', en: 'Cash Dividend Briefing' },
    purpose: {
      zh: '说明本年度利润分配方案的制定依据及未来股东回报规划',
      en: "explain the basis of this year's profit distribution plan and future shareholder return plans",
    },
  },
  {
    key: 'open-day',
    name: { zh: '投资者开放日', en: 'Investor Open Day' },
    purpose: {
      zh: '带领投资者线上参观生产基地并与管理层面对面交流',
      en: 'take investors on a virtual tour of its production base and meet management',
    },
  },
  {
    key: 'product-launch',
    name: { zh: '新产品发布暨投资者交流会', en: 'Product Launch and Investor Meeting' },
    purpose: {
      zh: '发布新一代核心产品并解读其市场前景',
      en: 'launch its next-generation core products and discuss their market prospects',
    },
  },
  {
    key: 'strategy-day',
    name: { zh: '战略发布会', en: 'Strategy Day' },
    purpose: {
      zh: '发布未来三年发展战略规划及经营目标',
      en: 'present its three-year strategic plan and operating targets',
    },
  },
  {
    key: 'convertible',
    name: { zh: '可转债发行网上路演', en: 'Convertible Bond Offering Online Roadshow' },
    purpose: {
      zh: '介绍本次可转换公司债券发行方案及募集资金投向',
      en: 'present the convertible bond offering and the use of proceeds',
    },
  },
  {
    key: 'placement',
    name: { zh: '向特定对象发行股票路演', en: 'Private Placement Roadshow' },
    purpose: {
      zh: '介绍本次定向增发的募投项目及其对公司业务的影响',
      en: 'present the projects funded by the private placement and their effect on the business',
    },
  },
  {
    key: 'restructuring',
    name: { zh: '重大资产重组说明会', en: 'Major Asset Restructuring Briefing' },
    purpose: {
      zh: '说明本次重大资产重组的交易方案、标的资产情况及对公司的影响',
      en: 'explain the terms of the major asset restructuring, the target assets and the effect on the company',
    },
  },
  {
    key: 'shareholder-returns',
    name: { zh: '提质增效重回报专题交流会', en: 'Quality, Efficiency and Shareholder Returns Briefing' },
    purpose: {
      zh: '汇报“提质增效重回报”行动方案的进展情况',
      en: 'report on progress in its action plan for better quality, efficiency and shareholder returns',
    },
  },
];

/** Sites of offline research visits, appended to the company's city. */
export const RESEARCH_VENUES: readonly Text[] = [
  { zh: '公司总部', en: 'Company Headquarters' },
  { zh: '智能制造基地', en: 'Smart Manufacturing Base' },
  { zh: '研发中心', en: 'R&D Centre' },
  { zh: '新建产线项目现场', en: 'New Production Line Site' },
  { zh: '产品展示中心', en: 'Product Showroom' },
];
