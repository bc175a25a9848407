import type { Text } from './localized-columns.ts';

/** Name parts with their pinyin, combined into fictional people. */
export const SURNAMES: readonly Text[] = [
  { zh: '张', en: 'Zhang' },
  { zh: '王', en: 'Wang' },
  { zh: '李', en: 'Li' },
  { zh: '刘', en: 'Liu' },
  { zh: '陈', en: 'Chen' },
  { zh: '杨', en: 'Yang' },
  { zh: '赵', en: 'Zhao' },
  { zh: '黄', en: 'Huang' },
  { zh: '周', en: 'Zhou' },
  { zh: '吴', en: 'Wu' },
  { zh: '徐', en: 'Xu' },
  { zh: '孙', en: 'Sun' },
  { zh: '马', en: 'Ma' },
  { zh: '朱', en: 'Zhu' },
  { zh: '胡', en: 'Hu' },
  { zh: '郭', en: 'Guo' },
  { zh: '何', en: 'He' },
  { zh: '林', en: 'Lin' },
  { zh: '罗', en: 'Luo' },
  { zh: '高', en: 'Gao' },
  { zh: '梁', en: 'Liang' },
  { zh: '宋', en: 'Song' },
  { zh: '郑', en: 'Zheng' },
  { zh: '谢', en: 'Xie' },
  { zh: '韩', en: 'Han' },
  { zh: '唐', en: 'Tang' },
  { zh: '冯', en: 'Feng' },
  { zh: '邓', en: 'Deng' },
  { zh: '曹', en: 'Cao' },
  { zh: '沈', en: 'Shen' },
  { zh: '叶', en: 'Ye' },
  { zh: '陆', en: 'Lu' },
];

export const GIVEN_NAMES: readonly Text[] = [
  { zh: '明远', en: 'Mingyuan' },
  { zh: '建国', en: 'Jianguo' },
  { zh: '海涛', en: 'Haitao' },
  { zh: '丽华', en: 'Lihua' },
  { zh: '志强', en: 'Zhiqiang' },
  { zh: '晓东', en: 'Xiaodong' },
  { zh: '文静', en: 'Wenjing' },
  { zh: '国栋', en: 'Guodong' },
  { zh: '雪梅', en: 'Xuemei' },
  { zh: '振宇', en: 'Zhenyu' },
  { zh: '思远', en: 'Siyuan' },
  { zh: '俊杰', en: 'Junjie' },
  { zh: '慧敏', en: 'Huimin' },
  { zh: '立新', en: 'Lixin' },
  { zh: '红霞', en: 'Hongxia' },
  { zh: '宏伟', en: 'Hongwei' },
  { zh: '家豪', en: 'Jiahao' },
  { zh: '雅琴', en: 'Yaqin' },
  { zh: '永刚', en: 'Yonggang' },
  { zh: '春燕', en: 'Chunyan' },
  { zh: '伟民', en: 'Weimin' },
  { zh: '嘉怡', en: 'Jiayi' },
  { zh: '天宇', en: 'Tianyu' },
  { zh: '秀英', en: 'Xiuying' },
  { zh: '正阳', en: 'Zhengyang' },
  { zh: '婉清', en: 'Wanqing' },
  { zh: '长青', en: 'Changqing' },
  { zh: '亚楠', en: 'Yanan' },
  { zh: '卫东', en: 'Weidong' },
  { zh: '若曦', en: 'Ruoxi' },
  { zh: '浩然', en: 'Haoran' },
  { zh: '静怡', en: 'Jingyi' },
];

/** Management roles in the order a company would field them at a briefing. */
export const MANAGEMENT_ROLES: readonly Text[] = [
  { zh: '董事长', en: 'Chairman' },
  { zh: '总经理', en: 'President' },
  { zh: '董事会秘书', en: 'Board Secretary' },
  { zh: '财务总监', en: 'Chief Financial Officer' },
  { zh: '独立董事', en: 'Independent Director' },
];

/** Speakers of open classes, who come from the research side rather than management. */
export const LECTURER_ROLES: readonly Text[] = [
  { zh: '首席策略分析师', en: 'Chief Strategy Analyst' },
  { zh: '首席宏观经济学家', en: 'Chief Macro Economist' },
  { zh: '行业首席分析师', en: 'Lead Sector Analyst' },
  { zh: '投资者教育中心主任', en: 'Head of Investor Education' },
  { zh: '合规总监', en: 'Chief Compliance Officer' },
];

export const SECURITIES_REPRESENTATIVE: Text = { zh: '证券事务代表', en: 'Securities Affairs Representative' };
export const HOST: Text = { zh: '主持人', en: 'Host' };
