import type { Text } from './localized-columns.ts';

/** Value-news items, newest first; `company` is a company slug when the story is about one. */
export interface NewsSeed {
  company?: string;
  title: Text;
  summary: Text;
  lead: Text;
}

export const NEWS_SOURCES: readonly Text[] = [
  { zh: '证券时报', en: 'Securities Times' },
  { zh: '中国证券报', en: 'China Securities Journal' },
  { zh: '上海证券报', en: 'Shanghai Securities News' },
  { zh: '证券日报', en: 'Securities Daily' },
  { zh: '路演平台资讯', en: 'Roadshow Newsroom' },
];

/** Background paragraphs for company stories; {short} and {focus} are filled per company. */
export const COMPANY_PARAGRAPHS: readonly Text[] = [
  {
    zh: '业内人士指出，{short}近年来持续加大研发投入，在{focus}等方面积累了一定优势，后续经营表现值得关注。',
    en: 'Industry observers note that {short} has kept raising its R&D spending and built an edge in {focus}; its operating performance in the coming quarters will be closely watched.',
  },
  {
    zh: '公司相关负责人在接受采访时表示，公司将坚持稳健经营，进一步提升核心竞争力，以良好的经营业绩回报广大投资者。',
    en: 'A company executive said in an interview that the company will keep a prudent course, strengthen its core competitiveness and reward investors with solid results.',
  },
  {
    zh: '从机构调研情况看，近一个月内已有数十家基金、券商和保险机构对{short}进行了调研，关注点主要集中在{focus}。',
    en: 'Research records show that dozens of fund managers, brokers and insurers have visited {short} in the past month, mostly asking about {focus}.',
  },
  {
    zh: '{short}表示，将通过业绩说明会、投资者开放日等多种形式加强与投资者的沟通，及时回应市场关切。',
    en: '{short} said it will step up communication with investors through results briefings, open days and other events, and respond promptly to market concerns.',
  },
  {
    zh: '分析人士提醒，行业竞争格局仍在变化，投资者应关注公司后续订单落地和盈利能力变化情况，理性看待短期股价波动。',
    en: 'Analysts caution that the competitive landscape is still shifting: investors should watch how orders convert and margins develop, and take short-term share price moves in their stride.',
  },
];

/** Background paragraphs for market-wide stories. */
export const MARKET_PARAGRAPHS: readonly Text[] = [
  {
    zh: '市场人士认为，随着一系列资本市场改革举措落地见效，上市公司质量有望持续提升，市场长期向好的基础不断夯实。',
    en: 'Market participants believe that as capital market reforms take effect, the quality of listed companies should keep improving, strengthening the foundations for a healthy market in the long run.',
  },
  {
    zh: '多位受访机构人士表示，中长期资金更加关注上市公司的盈利质量和分红能力，具备稳定现金流的优质公司更受青睐。',
    en: 'Several institutional investors interviewed said long-term money focuses more on earnings quality and the ability to pay dividends, favouring high-quality companies with stable cash flow.',
  },
  {
    zh: '业内专家建议，投资者应树立长期投资、价值投资理念，充分利用业绩说明会等渠道了解上市公司基本面，审慎作出投资决策。',
    en: 'Experts advise investors to think long term and invest on value, to use results briefings and similar channels to understand company fundamentals, and to make investment decisions with care.',
  },
  {
    zh: '数据显示，今年以来沪深两市上市公司累计召开业绩说明会的数量和参与投资者人次均较上年同期明显增加，投资者关系管理水平持续提升。',
    en: 'Data show that the number of results briefings held by companies listed in Shanghai and Shenzhen this year, and the number of investors attending, are clearly up on last year, a sign of better investor relations practice.',
  },
  {
    zh: '监管部门表示，将继续压实上市公司信息披露主体责任，强化投资者保护，推动形成上市公司与投资者良性互动的市场生态。',
    en: 'Regulators said they will keep listed companies fully accountable for disclosure, strengthen investor protection and foster healthy interaction between companies and investors.',
  },
];

export const NEWS: readonly NewsSeed[] = [
  {
    company: 'huachen',
    title: {
      zh: '华辰新能N型电池量产效率突破26.5%',
      en: "Huachen New Energy's N-type cells pass 26.5% efficiency in mass production",
    },
    summary: {
      zh: '公司新一代TOPCon电池量产平均转换效率再创新高，相关产线已满产运行。',
      en: 'Average mass-production efficiency of its new TOPCon cells hit a record, and the lines are running at full capacity.',
    },
    lead: {
      zh: '华辰新能日前披露，公司新一代N型TOPCon电池量产平均转换效率已突破26.5%，较年初提升约0.4个百分点，相关产线目前处于满产状态。',
      en: 'Huachen New Energy said its new-generation N-type TOPCon cells now exceed 26.5% average conversion efficiency in mass production, about 0.4 percentage points higher than at the start of the year, and the lines are running at full capacity.',
    },
  },
  {
    title: { zh: '多家上市公司密集召开业绩说明会', en: 'Listed companies hold results briefings in quick succession' },
    summary: {
      zh: '本周超过百家上市公司通过网络平台召开业绩说明会，管理层在线回应投资者关切。',
      en: 'More than a hundred listed companies held online results briefings this week, with management answering investors live.',
    },
    lead: {
      zh: '定期报告披露完毕后，上市公司业绩说明会进入密集召开期。本周已有超过百家公司通过网络平台召开业绩说明会，董事长、总经理等“关键少数”悉数出席。',
      en: 'With periodic reports out, listed companies have entered a busy season of results briefings. More than a hundred companies held online briefings this week, with chairmen and presidents attending in person.',
    },
  },
  {
    company: 'qinghe',
    title: {
      zh: '青禾储能签订中东大型储能项目订单',
      en: 'Qinghe Storage wins a large energy storage order in the Middle East',
    },
    summary: {
      zh: '订单规模约2吉瓦时，为公司迄今最大的单笔海外订单。',
      en: 'The roughly 2 GWh order is the largest single overseas contract in the company’s history.',
    },
    lead: {
      zh: '青禾储能公告称，公司与中东地区一家能源开发商签订储能系统供货合同，项目规模约2吉瓦时，预计将于明年分批交付。',
      en: 'Qinghe Storage announced a contract to supply energy storage systems to a Middle East energy developer. The project totals about 2 GWh and is expected to be delivered in batches next year.',
    },
  },
  {
    company: 'jiangyuan',
    title: {
      zh: '江源水务发布未来三年股东回报规划',
      en: 'Jiangyuan Water publishes three-year shareholder return plan',
    },
    summary: {
      zh: '公司承诺未来三年每年现金分红比例不低于当年归母净利润的50%。',
      en: 'It commits to paying out at least 50% of net profit attributable to shareholders in cash each year for three years.',
    },
    lead: {
      zh: '江源水务发布未来三年股东回报规划，明确在满足现金分红条件的前提下，每年以现金方式分配的利润不低于当年归属于上市公司股东净利润的50%。',
      en: 'Jiangyuan Water released a three-year shareholder return plan: provided the conditions for cash dividends are met, it will distribute at least 50% of each year’s net profit attributable to shareholders in cash.',
    },
  },
  {
    title: {
      zh: '监管部门推动上市公司提升投资者回报',
      en: 'Regulators push listed companies to improve investor returns',
    },
    summary: {
      zh: '鼓励上市公司一年多次分红，引导具备条件的公司加大回购力度。',
      en: 'Companies are encouraged to pay dividends more than once a year, and those able to are urged to buy back more shares.',
    },
    lead: {
      zh: '近日，监管部门召开座谈会，鼓励上市公司增加现金分红频次，推动具备条件的公司实施股份回购并依法注销，切实提升投资者获得感。',
      en: 'Regulators recently held a meeting encouraging listed companies to pay cash dividends more often and urging those able to do so to buy back and cancel shares, so that investors see real returns.',
    },
  },
  {
    company: 'xinlan',
    title: {
      zh: '芯澜微车规级芯片通过主流车企认证',
      en: "Xinlan Micro's automotive-grade chips pass qualification at major carmakers",
    },
    summary: {
      zh: '多款电源管理芯片通过AEC-Q100认证并进入批量供货阶段。',
      en: 'Several power management chips have passed AEC-Q100 qualification and entered volume supply.',
    },
    lead: {
      zh: '芯澜微在投资者关系活动中透露，公司多款车规级电源管理芯片已通过AEC-Q100认证，并在两家主流车企实现批量供货，汽车电子收入占比持续提升。',
      en: 'Xinlan Micro told investors that several of its automotive-grade power management chips have passed AEC-Q100 qualification and are now supplied in volume to two major carmakers, lifting the share of automotive revenue.',
    },
  },
  {
    company: 'kangze',
    title: {
      zh: '康泽生物创新抗体药物获批开展三期临床',
      en: 'Kangze Biopharma cleared to start Phase III trial of its innovative antibody',
    },
    summary: {
      zh: '该药物用于治疗中重度斑块状银屑病，有望成为公司第三款上市产品。',
      en: 'The drug targets moderate-to-severe plaque psoriasis and could become the company’s third marketed product.',
    },
    lead: {
      zh: '康泽生物公告，公司自主研发的创新抗体药物获得国家药品监督管理局批准开展三期临床试验，适应症为中重度斑块状银屑病。',
      en: 'Kangze Biopharma announced that the National Medical Products Administration has approved a Phase III trial of its in-house antibody for moderate-to-severe plaque psoriasis.',
    },
  },
  {
    title: { zh: '中长期资金入市再迎政策支持', en: 'More policy support for long-term funds entering the market' },
    summary: {
      zh: '相关部门进一步完善保险资金、养老金权益投资的考核机制。',
      en: 'Authorities are refining how insurance and pension money is assessed on equity investments.',
    },
    lead: {
      zh: '有关部门近日出台措施，进一步完善保险资金、年金基金等中长期资金权益投资的长周期考核机制，为中长期资金入市创造更好条件。',
      en: 'Authorities recently introduced measures to lengthen the assessment cycles for equity investments by insurance funds, annuity funds and other long-term money, making it easier for them to invest in the market.',
    },
  },
  {
    company: 'hanhai',
    title: { zh: '瀚海银行前三季度净利润同比增长8.6%', en: "Hanhai Bank's nine-month net profit rises 8.6%" },
    summary: {
      zh: '资产质量保持稳定，不良贷款率较年初下降0.02个百分点。',
      en: 'Asset quality held steady, with the NPL ratio down 0.02 percentage points since the start of the year.',
    },
    lead: {
      zh: '瀚海银行披露经营数据，前三季度实现归母净利润同比增长8.6%，不良贷款率为0.78%，较年初下降0.02个百分点，拨备覆盖率保持在400%以上。',
      en: 'Hanhai Bank reported a 8.6% year-on-year rise in nine-month net profit attributable to shareholders. Its non-performing loan ratio was 0.78%, down 0.02 percentage points from the start of the year, and provision coverage stayed above 400%.',
    },
  },
  {
    company: 'tianxing',
    title: {
      zh: '天行智驾获新一代城市领航辅助驾驶定点',
      en: 'Tianxing ADAS wins nomination for next-generation urban navigation assist',
    },
    summary: {
      zh: '项目生命周期预计销售额超过20亿元。',
      en: 'Lifetime sales from the programme are expected to exceed 2 billion yuan.',
    },
    lead: {
      zh: '天行智驾公告，公司收到某主流车企的定点通知，将为其多款车型提供新一代城市领航辅助驾驶域控制器及软件，项目生命周期预计销售额超过20亿元。',
      en: 'Tianxing ADAS announced a nomination from a major carmaker to supply domain controllers and software for next-generation urban navigation assistance on several models, with expected lifetime sales of over 2 billion yuan.',
    },
  },
  {
    title: { zh: '科创板公司研发投入持续增长', en: 'STAR Market companies keep raising R&D spending' },
    summary: {
      zh: '科创板公司研发投入合计同比增长超一成，研发强度保持高位。',
      en: 'Combined R&D spending rose more than 10% year on year, keeping R&D intensity high.',
    },
    lead: {
      zh: '统计显示，科创板公司今年以来研发投入合计同比增长超过10%，研发投入占营业收入比例中位数约为12%，明显高于其他板块。',
      en: 'Figures show that STAR Market companies increased combined R&D spending by more than 10% year on year this year, with median R&D intensity of about 12% of revenue, well above other boards.',
    },
  },
  {
    company: 'qingxi',
    title: {
      zh: '清溪酒业推出中期分红方案 每10股派现12元',
      en: 'Qingxi Liquor announces interim dividend of 12 yuan per 10 shares',
    },
    summary: {
      zh: '公司首次实施中期分红，现金分红总额约占上半年净利润的四成。',
      en: 'Its first interim dividend amounts to about 40% of first-half net profit.',
    },
    lead: {
      zh: '清溪酒业发布中期利润分配方案，拟向全体股东每10股派发现金红利12元（含税），这是公司上市以来首次实施中期分红。',
      en: 'Qingxi Liquor proposed an interim cash dividend of 12 yuan per 10 shares (pre-tax) to all shareholders, its first interim dividend since listing.',
    },
  },
  {
    company: 'yuhui',
    title: {
      zh: '宇辉光电800G光模块出货量环比大幅提升',
      en: "Yuhui Opto's 800G module shipments jump quarter on quarter",
    },
    summary: {
      zh: '受益于算力基础设施建设，高速光模块订单饱满。',
      en: 'Computing infrastructure build-outs keep its order book for high-speed modules full.',
    },
    lead: {
      zh: '宇辉光电在近期的机构调研中表示，受益于数据中心算力建设需求，公司800G光模块出货量环比大幅提升，目前订单饱满，产能正在持续扩充。',
      en: 'Yuhui Opto told institutional investors that demand from data centre build-outs has driven a sharp quarter-on-quarter rise in 800G module shipments; orders are full and capacity is being expanded.',
    },
  },
  {
    title: { zh: '上市公司现金分红总额创历史新高', en: 'Cash dividends by listed companies hit a record' },
    summary: {
      zh: '实施分红的公司数量和分红总额均创历史新高，一年多次分红成为新趋势。',
      en: 'Both the number of payers and the total paid hit records, and paying more than once a year is becoming common.',
    },
    lead: {
      zh: '数据显示，今年以来A股上市公司实施现金分红总额创历史新高，实施中期分红的公司数量较上年同期大幅增加。',
      en: 'Data show that total cash dividends paid by A-share companies this year have reached a record, and far more companies than last year have paid interim dividends.',
    },
  },
  {
    company: 'chiyuan',
    title: { zh: '驰远汽车月度新能源车销量创历史新高', en: "Chiyuan Auto's monthly NEV sales hit a record" },
    summary: {
      zh: '新能源车型销量占比首次超过六成，海外销量同比翻番。',
      en: 'New energy models made up over 60% of sales for the first time, and exports doubled.',
    },
    lead: {
      zh: '驰远汽车发布产销快报，上月公司新能源汽车销量创历史新高，占总销量比例首次超过60%，海外市场销量同比增长超过一倍。',
      en: 'Chiyuan Auto’s latest sales report shows record new energy vehicle sales last month, above 60% of total sales for the first time, while overseas sales more than doubled year on year.',
    },
  },
  {
    title: { zh: '并购重组市场活跃度明显提升', en: 'M&A activity picks up markedly' },
    summary: {
      zh: '产业并购占比提升，科技型企业并购重组案例增多。',
      en: 'Industrial deals make up a larger share, with more tech-company transactions.',
    },
    lead: {
      zh: '随着支持并购重组的政策持续落地，今年以来上市公司披露的重大资产重组数量明显增加，围绕产业链上下游的产业并购成为主流。',
      en: 'As policies supporting M&A take effect, listed companies have announced markedly more major asset restructurings this year, mostly industrial deals along their own value chains.',
    },
  },
  {
    company: 'tangu',
    title: {
      zh: '碳谷新材千吨级碳纤维产线正式投产',
      en: 'Tangu Materials starts production on thousand-tonne carbon fibre line',
    },
    summary: {
      zh: '新产线主要生产高强中模碳纤维，将满足低空经济和氢能储运需求。',
      en: 'The line makes high-strength, intermediate-modulus fibre for low-altitude aircraft and hydrogen storage.',
    },
    lead: {
      zh: '碳谷新材宣布，公司千吨级高强中模碳纤维产线正式投产，产品主要面向低空飞行器、氢气储运压力容器等新兴应用领域。',
      en: 'Tangu Materials has started production on its thousand-tonne line for high-strength, intermediate-modulus carbon fibre, aimed at new uses such as low-altitude aircraft and hydrogen pressure vessels.',
    },
  },
  {
    company: 'shuheng',
    title: { zh: '数衡科技发布工业仿真大模型', en: 'Shuheng Tech launches an industrial simulation large model' },
    summary: {
      zh: '新模型可将复杂结构仿真计算时间缩短至原来的十分之一。',
      en: 'The model cuts simulation time for complex structures to a tenth.',
    },
    lead: {
      zh: '数衡科技发布面向工业研发设计的仿真大模型，据公司介绍，该模型可将复杂结构的仿真计算时间缩短至传统方法的十分之一。',
      en: 'Shuheng Tech launched a large model for industrial design simulation which, the company says, cuts the computing time for complex structures to a tenth of conventional methods.',
    },
  },
  {
    title: { zh: '外资机构调研A股热度上升', en: 'Foreign institutions step up research visits to A-share companies' },
    summary: {
      zh: '外资机构近一个月调研上市公司数量环比增长约三成。',
      en: 'Visits by foreign institutions rose about 30% month on month.',
    },
    lead: {
      zh: '统计显示，近一个月外资机构调研A股上市公司的数量环比增长约30%，电子、医药生物和机械设备行业最受关注。',
      en: 'Figures show that foreign institutions made about 30% more research visits to A-share companies in the past month than in the month before, with electronics, healthcare and machinery drawing the most interest.',
    },
  },
  {
    company: 'boyuan',
    title: { zh: '博远医疗海外营收占比提升至三成', en: 'Boyuan Medical lifts overseas revenue to 30% of total' },
    summary: {
      zh: '公司影像设备在东南亚和拉美市场持续放量。',
      en: 'Its imaging equipment keeps gaining ground in Southeast Asia and Latin America.',
    },
    lead: {
      zh: '博远医疗在业绩说明会上表示，公司海外业务保持快速增长，海外营收占比已提升至约30%，医学影像设备在东南亚和拉美市场持续放量。',
      en: 'Boyuan Medical said at its results briefing that overseas revenue keeps growing fast and now makes up about 30% of the total, as its imaging equipment gains ground in Southeast Asia and Latin America.',
    },
  },
  {
    title: {
      zh: '上市公司可持续发展报告披露数量大幅增加',
      en: 'Far more listed companies publish sustainability reports',
    },
    summary: {
      zh: '超过两千家上市公司披露可持续发展或ESG报告。',
      en: 'Over two thousand listed companies published sustainability or ESG reports.',
    },
    lead: {
      zh: '随着可持续发展报告指引的实施，今年披露可持续发展报告或ESG报告的上市公司超过两千家，披露质量和可比性明显提升。',
      en: 'With sustainability reporting guidelines in force, more than two thousand listed companies published sustainability or ESG reports this year, with clearly better quality and comparability.',
    },
  },
  {
    company: 'lanjing',
    title: { zh: '蓝鲸数据签订算力服务长期协议', en: 'Lanjing Data signs long-term computing services deal' },
    summary: {
      zh: '协议期限五年，将进一步提升公司智算中心上架率。',
      en: 'The five-year agreement will lift utilisation of its AI computing centres.',
    },
    lead: {
      zh: '蓝鲸数据公告，公司与一家头部互联网企业签订为期五年的算力服务协议，将为对方提供智算中心机柜及配套运维服务。',
      en: 'Lanjing Data announced a five-year computing services agreement with a leading internet company, providing racks in its AI computing centres and related operations services.',
    },
  },
  {
    company: 'huamin',
    title: {
      zh: '华闽电力海上风电项目全容量并网',
      en: "Huamin Power's offshore wind farm fully connected to the grid",
    },
    summary: {
      zh: '项目装机容量40万千瓦，预计年上网电量约15亿千瓦时。',
      en: 'The 400 MW project is expected to deliver about 1.5 TWh a year.',
    },
    lead: {
      zh: '华闽电力宣布，公司投资建设的40万千瓦海上风电项目实现全容量并网发电，预计年上网电量约15亿千瓦时，清洁能源装机占比进一步提升。',
      en: 'Huamin Power announced that its 400 MW offshore wind farm is now fully connected to the grid. It is expected to generate about 1.5 TWh a year, further raising the share of clean energy in its capacity.',
    },
  },
  {
    title: { zh: '新能源汽车渗透率持续提升', en: 'New energy vehicle penetration keeps rising' },
    summary: {
      zh: '新能源汽车月度渗透率连续多月超过五成。',
      en: 'Monthly penetration has stayed above 50% for several months.',
    },
    lead: {
      zh: '行业协会数据显示，国内新能源汽车月度零售渗透率已连续多个月超过50%，插电混动车型增速领先，出口保持较快增长。',
      en: 'Industry association data show that the monthly retail penetration of new energy vehicles in China has been above 50% for several months, led by plug-in hybrids, while exports keep growing quickly.',
    },
  },
  {
    company: 'dingxin',
    title: {
      zh: '鼎信证券研究所发布A股策略展望',
      en: 'Dingxin Securities research institute publishes A-share strategy outlook',
    },
    summary: {
      zh: '研究所认为盈利修复与估值提升有望形成共振。',
      en: 'The institute expects earnings recovery and higher valuations to reinforce each other.',
    },
    lead: {
      zh: '鼎信证券研究所发布A股策略展望报告，认为在政策支持和盈利修复的共同作用下，A股市场有望迎来估值与盈利双升的格局，建议关注科技成长和高股息两条主线。',
      en: 'Dingxin Securities’ research institute published an A-share strategy outlook arguing that policy support and recovering earnings could lift both profits and valuations, and recommending technology growth and high-dividend stocks.',
    },
  },
  {
    title: { zh: '半导体行业景气度回升', en: 'The semiconductor cycle turns up' },
    summary: {
      zh: '存储和模拟芯片价格企稳回升，设备订单保持增长。',
      en: 'Memory and analog chip prices have stabilised, and equipment orders keep growing.',
    },
    lead: {
      zh: '多家半导体上市公司在近期的业绩说明会上表示，下游需求逐步回暖，存储和模拟芯片价格企稳回升，国产设备订单保持增长。',
      en: 'Several listed chip companies said at recent results briefings that end demand is recovering, memory and analog chip prices have stabilised, and orders for domestic equipment keep growing.',
    },
  },
  {
    company: 'botu',
    title: {
      zh: '博途汽配墨西哥工厂首批产品下线',
      en: "First products roll off the line at Botu Auto Parts' Mexico plant",
    },
    summary: {
      zh: '海外工厂投产后将就近服务北美客户。',
      en: 'The plant will serve North American customers from close by.',
    },
    lead: {
      zh: '博途汽配墨西哥工厂日前举行投产仪式，首批轻量化底盘零部件顺利下线，将就近配套北美地区整车客户。',
      en: 'Botu Auto Parts held a start-of-production ceremony at its Mexico plant as the first lightweight chassis parts rolled off the line, to be supplied to carmakers in North America.',
    },
  },
  {
    title: {
      zh: '沪深两市成交额连续多日保持万亿元以上',
      en: 'Shanghai and Shenzhen turnover stays above one trillion yuan for several sessions',
    },
    summary: {
      zh: '市场交投活跃，科技成长板块成交占比提升。',
      en: 'Trading is brisk, with tech and growth stocks taking a larger share.',
    },
    lead: {
      zh: '沪深两市成交额已连续多个交易日保持在万亿元以上，市场交投活跃，科技成长板块成交占比明显提升。',
      en: 'Combined turnover in Shanghai and Shenzhen has stayed above one trillion yuan for several trading days, with brisk trading and a clearly larger share for tech and growth stocks.',
    },
  },
  {
    company: 'lehe',
    title: {
      zh: '乐禾食品拟回购股份用于员工持股计划',
      en: 'Lehe Foods plans a share buyback for its employee share ownership plan',
    },
    summary: {
      zh: '回购资金总额不低于1亿元且不超过2亿元。',
      en: 'It will spend between 100 million and 200 million yuan on the buyback.',
    },
    lead: {
      zh: '乐禾食品公告，公司拟以自有资金通过集中竞价交易方式回购股份，回购资金总额不低于1亿元且不超过2亿元，回购股份将用于员工持股计划。',
      en: 'Lehe Foods announced a plan to buy back shares on the market with its own funds, spending between 100 million and 200 million yuan; the shares will be used for an employee share ownership plan.',
    },
  },
  {
    title: { zh: '投资者保护专项行动成效显著', en: 'Investor protection campaign shows results' },
    summary: {
      zh: '一批欺诈发行、财务造假案件得到查处，投资者获赔渠道更加畅通。',
      en: 'Fraudulent offerings and accounting fraud have been punished, and compensation is easier to obtain.',
    },
    lead: {
      zh: '监管部门通报投资者保护专项行动进展，一批欺诈发行、财务造假等违法违规案件得到依法查处，先行赔付、特别代表人诉讼等机制让投资者获赔渠道更加畅通。',
      en: 'Regulators reported progress in their investor protection campaign: a number of fraudulent offerings and accounting fraud cases have been punished, and advance compensation and special representative lawsuits have made it easier for investors to be compensated.',
    },
  },
];
