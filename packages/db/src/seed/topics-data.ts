import type { Text } from './localized-columns.ts';
import type { ReportPeriod } from './report-periods.ts';

export type ActivityKind = 'roadshow' | 'openClass' | 'offlineResearch';

/** Which activities a topic gathers; the scheduler creates five matching activities per topic. */
export interface TopicSelector {
  kind: ActivityKind;
  squareType?: 2 | 4;
  /** For square type 4: the OTHER_EVENT_TYPES keys the topic's roadshows use. */
  eventTypes?: readonly string[];
  industries?: readonly string[];
  codePrefix?: string;
  cities?: readonly string[];
  /** For square type 2: the briefings are about the latest season at `now`, as the title says. */
  latestPeriod?: boolean;
}

export interface TopicSeed {
  title: (latest: ReportPeriod) => Text;
  summary: Text;
  /** Day offsets from today (Beijing) of the first and last day of the topic. */
  fromDay: number;
  toDay: number;
  selector: TopicSelector;
}

export const TOPICS_PER_TOPIC_ACTIVITIES = 5;

export const TOPICS: readonly TopicSeed[] = [
  {
    title: (p) => ({ zh: `${p.labelZh}业绩说明会集中周`, en: `${p.labelEn} Results Briefing Week` }),
    summary: {
      zh: '上市公司董事长、总经理和财务总监集中在线解读最新业绩，回应投资者关切。',
      en: 'Chairmen, presidents and CFOs of listed companies walk through their latest results online and answer investors’ questions.',
    },
    fromDay: -4,
    toDay: 5,
    selector: { kind: 'roadshow', squareType: 2, latestPeriod: true },
  },
  {
    title: () => ({ zh: '科创板开放日', en: 'STAR Market Open Day' }),
    summary: {
      zh: '走近科创板硬科技企业，线上参观研发与生产一线，了解核心技术与成长路径。',
      en: 'Meet hard-tech companies listed on the STAR Market, tour their labs and factories online and learn how their core technologies grow.',
    },
    fromDay: 5,
    toDay: 12,
    selector: { kind: 'roadshow', squareType: 4, eventTypes: ['open-day', 'product-launch'], codePrefix: '688' },
  },
  {
    title: () => ({ zh: 'ESG 投资者交流月', en: 'ESG Investor Month' }),
    summary: {
      zh: '聚焦上市公司环境、社会和公司治理实践，探讨可持续发展与长期价值创造。',
      en: 'A month on the environmental, social and governance practices of listed companies, and on sustainability as a source of long-term value.',
    },
    fromDay: -18,
    toDay: 12,
    selector: { kind: 'roadshow', squareType: 4, eventTypes: ['esg'] },
  },
  {
    title: () => ({ zh: '投资者教育公开课', en: 'Investor Education Open Classes' }),
    summary: {
      zh: '由资深分析师和投教专家主讲，帮助投资者掌握财报阅读、风险识别和规则解读等实用知识。',
      en: 'Senior analysts and investor-education experts teach practical skills: reading financial reports, spotting risks and understanding the rules.',
    },
    fromDay: -30,
    toDay: 20,
    selector: { kind: 'openClass' },
  },
  {
    title: () => ({
      zh: '走进上市公司 · 长三角调研行',
      en: 'Inside Listed Companies: Yangtze River Delta Research Tour',
    }),
    summary: {
      zh: '组织投资者实地走访长三角地区上市公司，参观生产基地并与管理层面对面交流。',
      en: 'On-site visits to listed companies in the Yangtze River Delta: tour their plants and meet management face to face.',
    },
    fromDay: 3,
    toDay: 28,
    selector: {
      kind: 'offlineResearch',
      cities: ['苏州', '合肥', '南通', '上海', '无锡', '杭州', '宁波', '常州', '南京', '连云港'],
    },
  },
  {
    title: () => ({ zh: '新能源产业链专场路演', en: 'New Energy Value Chain Roadshows' }),
    summary: {
      zh: '光伏、储能、锂电、氢能与新能源汽车企业同台路演，梳理产业链景气变化与竞争格局。',
      en: 'Solar, storage, lithium battery, hydrogen and electric vehicle companies present side by side on the state of the value chain and its competition.',
    },
    fromDay: -45,
    toDay: -25,
    selector: {
      kind: 'roadshow',
      squareType: 4,
      eventTypes: ['investor-meeting', 'strategy-day'],
      industries: ['new-energy', 'autos'],
    },
  },
  {
    title: () => ({ zh: '硬科技业绩交流周：半导体与软件', en: 'Hard Tech Results Week: Semiconductors and Software' }),
    summary: {
      zh: '半导体与软件企业集中解读定期报告，交流研发进展、订单情况与国产化机遇。',
      en: 'Semiconductor and software companies present their periodic results, R&D progress, order books and domestic substitution opportunities.',
    },
    fromDay: -75,
    toDay: -55,
    selector: { kind: 'roadshow', squareType: 2, industries: ['semiconductors', 'software'] },
  },
  {
    title: () => ({ zh: '提质增效重回报专题', en: 'Quality, Efficiency and Shareholder Returns' }),
    summary: {
      zh: '上市公司介绍提升经营质量、加大现金分红和回购力度的举措，共话股东回报。',
      en: 'Listed companies explain how they are improving performance and stepping up dividends and buybacks to reward shareholders.',
    },
    fromDay: -12,
    toDay: 16,
    selector: {
      kind: 'roadshow',
      squareType: 4,
      eventTypes: ['shareholder-returns', 'dividend'],
      industries: ['banking', 'utilities', 'consumer'],
    },
  },
];
