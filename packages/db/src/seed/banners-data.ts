import type { Text } from './localized-columns.ts';
import type { ReportPeriod } from './report-periods.ts';

export interface BannerSeed {
  placement: 'home' | 'homePicture';
  title: (latest: ReportPeriod) => Text;
  subtitle: Text;
  imageUrl: string;
  /** Either a fixed app route or a link to the topic with this index in TOPICS. */
  link: { route: string } | { topicIndex: number };
}

export const BANNERS: readonly BannerSeed[] = [
  {
    placement: 'home',
    title: (p) => ({ zh: `${p.labelZh}业绩说明会集中周`, en: `${p.labelEn} Results Briefing Week` }),
    subtitle: {
      zh: '上市公司管理层在线解读最新业绩，与投资者实时互动',
      en: 'Management teams walk investors through their latest results, live',
    },
    imageUrl: '/media/banners/banner-1.svg',
    link: { topicIndex: 0 },
  },
  {
    placement: 'home',
    title: () => ({ zh: '路演广场', en: 'Roadshow Square' }),
    subtitle: {
      zh: '汇聚沪深港上市公司路演直播与精彩回放',
      en: 'Live roadshows and replays from companies listed in Shanghai, Shenzhen and Hong Kong',
    },
    imageUrl: '/media/banners/banner-2.svg',
    link: { route: '/tab/roadshowSquare' },
  },
  {
    placement: 'home',
    title: () => ({ zh: 'ESG 投资者交流月', en: 'ESG Investor Month' }),
    subtitle: { zh: '聚焦可持续发展，发现长期价值', en: 'Sustainability as a source of long-term value' },
    imageUrl: '/media/banners/banner-3.svg',
    link: { topicIndex: 2 },
  },
  {
    placement: 'home',
    title: () => ({ zh: '投资者教育公开课', en: 'Investor Education Open Classes' }),
    subtitle: {
      zh: '资深分析师带你读财报、识风险、懂规则',
      en: 'Senior analysts on reading reports, spotting risks and knowing the rules',
    },
    imageUrl: '/media/banners/banner-4.svg',
    link: { route: '/tab/openClass' },
  },
  {
    placement: 'home',
    title: () => ({ zh: '财报解读', en: 'Financial Report Interpretation' }),
    subtitle: {
      zh: '管理层视频解读定期报告，关键数据一目了然',
      en: 'Management explains periodic reports on video, key figures at a glance',
    },
    imageUrl: '/media/banners/banner-5.svg',
    link: { route: '/tab/interpretation' },
  },
  {
    placement: 'homePicture',
    title: () => ({ zh: '连接上市公司与投资者', en: 'Connecting listed companies with investors' }),
    subtitle: { zh: '路演直播 · 业绩说明会 · 投资者调研', en: 'Roadshows · Results briefings · Research visits' },
    imageUrl: '/media/banners/home-picture.svg',
    link: { route: '/tab/roadshowSquare' },
  },
];
