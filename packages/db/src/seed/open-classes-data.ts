import type { Text } from './localized-columns.ts';

/**
 * Open-class courses. class_category is not defined by the spec beyond 2..4; we read it as
 * 2 investor-education basics, 3 industry research, 4 rules and policy.
 */
export interface CourseSeed {
  category: 2 | 3 | 4;
  title: Text;
  summary: Text;
}

export const COURSES: readonly CourseSeed[] = [
  {
    category: 2,
    title: { zh: '三步读懂上市公司年报', en: 'Reading an Annual Report in Three Steps' },
    summary: {
      zh: '从资产负债表、利润表到现金流量表，教你快速抓住年报中的关键信息。',
      en: 'From the balance sheet to the income and cash flow statements: how to spot what matters in an annual report.',
    },
  },
  {
    category: 2,
    title: { zh: '如何参加业绩说明会并有效提问', en: 'How to Join a Results Briefing and Ask Good Questions' },
    summary: {
      zh: '介绍业绩说明会的流程，以及如何围绕经营数据向管理层提出高质量问题。',
      en: 'How results briefings work and how to ask management sharp questions about the numbers.',
    },
  },
  {
    category: 2,
    title: { zh: '现金分红与股息率入门', en: 'Cash Dividends and Dividend Yield Basics' },
    summary: {
      zh: '讲解分红方案的阅读方法、除权除息规则及股息率的计算方式。',
      en: 'How to read a dividend plan, how ex-dividend rules work and how dividend yield is calculated.',
    },
  },
  {
    category: 2,
    title: { zh: '识别财务报表中的风险信号', en: 'Spotting Red Flags in Financial Statements' },
    summary: {
      zh: '通过真实案例类型，梳理应收账款、存货和商誉等科目的常见风险信号。',
      en: 'Common warning signs in receivables, inventory and goodwill, illustrated with typical cases.',
    },
  },
  {
    category: 2,
    title: { zh: '基金定投与资产配置', en: 'Regular Fund Investing and Asset Allocation' },
    summary: {
      zh: '帮助个人投资者建立长期投资理念，合理配置权益与固收资产。',
      en: 'Helping individual investors think long term and balance equities with fixed income.',
    },
  },
  {
    category: 2,
    title: { zh: '投资者权益保护知多少', en: 'What You Should Know About Investor Protection' },
    summary: {
      zh: '介绍投资者知情权、参与权和求偿权，以及纠纷调解和维权渠道。',
      en: 'Investors’ rights to information, participation and compensation, and where to turn in a dispute.',
    },
  },
  {
    category: 2,
    title: { zh: '警惕非法荐股与投资诈骗', en: 'Beware of Illegal Stock Tips and Investment Scams' },
    summary: {
      zh: '剖析“荐股群”“杀猪盘”等常见骗局，提升防范意识。',
      en: 'How stock-tip chat groups and romance-investment scams work, and how to protect yourself.',
    },
  },
  {
    category: 3,
    title: { zh: '光伏产业链供需格局展望', en: 'Outlook for Supply and Demand in the Solar Value Chain' },
    summary: {
      zh: '从硅料到组件，分析光伏产业链各环节的产能与价格走势。',
      en: 'Capacity and price trends at every step of the solar chain, from polysilicon to modules.',
    },
  },
  {
    category: 3,
    title: { zh: '半导体设备国产化机遇', en: 'Opportunities in Domestic Semiconductor Equipment' },
    summary: {
      zh: '梳理晶圆厂扩产节奏与国产设备渗透率提升的投资逻辑。',
      en: 'Fab expansion plans and the investment case for rising domestic equipment share.',
    },
  },
  {
    category: 3,
    title: { zh: '创新药出海：授权交易如何估值', en: 'Innovative Drugs Going Global: Valuing Licensing Deals' },
    summary: {
      zh: '解析首付款、里程碑付款和销售分成对创新药企业估值的影响。',
      en: 'How upfront payments, milestones and royalties shape the value of innovative drug companies.',
    },
  },
  {
    category: 3,
    title: {
      zh: '银行股投资：从净息差看盈利',
      en: 'Investing in Banks: Profitability Through the Net Interest Margin',
    },
    summary: {
      zh: '讲解净息差、拨备覆盖率等核心指标，以及高股息银行股的投资逻辑。',
      en: 'Key metrics such as net interest margin and provision coverage, and the case for high-dividend bank stocks.',
    },
  },
  {
    category: 3,
    title: { zh: '智能驾驶产业链全景', en: 'The Intelligent Driving Value Chain' },
    summary: {
      zh: '从传感器、芯片到算法，梳理智能驾驶产业链的竞争格局。',
      en: 'Competition across sensors, chips and software in intelligent driving.',
    },
  },
  {
    category: 3,
    title: { zh: '算力基础设施投资地图', en: 'A Map of Computing Infrastructure Investment' },
    summary: {
      zh: '分析数据中心、光模块和服务器等环节的需求变化与投资机会。',
      en: 'Demand shifts and opportunities in data centres, optical modules and servers.',
    },
  },
  {
    category: 3,
    title: { zh: '消费复苏下的品牌与渠道', en: 'Brands and Channels in a Consumer Recovery' },
    summary: {
      zh: '观察消费分层趋势，探讨品牌升级与渠道变革中的投资机会。',
      en: 'Tracking a two-speed consumer and the opportunities in brand upgrades and channel change.',
    },
  },
  {
    category: 4,
    title: { zh: '新《公司法》对上市公司治理的影响', en: 'How the New Company Law Changes Corporate Governance' },
    summary: {
      zh: '解读新《公司法》在董事责任、监事会改革等方面的主要变化。',
      en: 'The main changes in the new Company Law, from director liability to the reform of supervisory boards.',
    },
  },
  {
    category: 4,
    title: { zh: '上市公司现金分红监管新规解读', en: 'New Rules on Cash Dividends of Listed Companies' },
    summary: {
      zh: '梳理现金分红监管要求的最新变化及对投资者的意义。',
      en: 'The latest regulatory requirements on cash dividends and what they mean for investors.',
    },
  },
  {
    category: 4,
    title: { zh: '并购重组新政与市场机遇', en: 'New M&A Rules and Market Opportunities' },
    summary: {
      zh: '解读支持上市公司并购重组的政策要点和典型交易结构。',
      en: 'Policy support for listed-company M&A and typical deal structures.',
    },
  },
  {
    category: 4,
    title: { zh: '程序化交易监管规则解读', en: 'Understanding the Rules on Programme Trading' },
    summary: {
      zh: '介绍程序化交易报告制度和异常交易监控标准。',
      en: 'The reporting regime for programme trading and the standards for monitoring abnormal trades.',
    },
  },
  {
    category: 4,
    title: { zh: '退市新规下的投资风险识别', en: 'Identifying Risks Under the New Delisting Rules' },
    summary: {
      zh: '解析财务类、交易类和规范类退市指标，帮助投资者远离风险。',
      en: 'Financial, trading and compliance delisting criteria, and how to steer clear of the risks.',
    },
  },
  {
    category: 4,
    title: { zh: '信息披露违规典型案例分析', en: 'Case Studies in Disclosure Violations' },
    summary: {
      zh: '结合典型违规类型，讲解上市公司信息披露的基本要求。',
      en: 'The basic disclosure duties of listed companies, through typical kinds of violations.',
    },
  },
];
