import type { CODE_LIST_PARAMS } from '@roadshow/contracts/activity-detail';
import type { Lang } from '@roadshow/contracts/locale';

type Entry = [code: string, zh: string, en: string, tc: string];

/** The small fixed vocabularies of the activity pages (getCodeListByParam, getAttendPersonSource). */
const LISTS: Record<(typeof CODE_LIST_PARAMS)[number], Entry[]> = {
  accessMode: [
    ['public', '公开', 'Public', '公開'],
    ['registration', '需报名', 'Registration required', '需報名'],
    ['direct', '直接参会', 'Direct access', '直接參會'],
    ['whitelist', '白名单', 'Whitelist', '白名單'],
    ['invitees', '仅限受邀', 'Invitees only', '僅限受邀'],
  ],
  signUpState: [
    ['pending', '审核中', 'Under review', '審核中'],
    ['approved', '已通过', 'Approved', '已通過'],
    ['rejected', '未通过', 'Not approved', '未通過'],
    ['withdrawn', '已取消', 'Cancelled', '已取消'],
    ['waiting', '候补中', 'On the waiting list', '候補中'],
  ],
  // Spec §9: source 01 is what the web sends with sign and save-sign calls.
  attendSource: [
    ['01', '网页', 'Website', '網頁'],
    ['02', '移动端 H5', 'Mobile H5', '移動端 H5'],
    ['03', '小程序', 'Mini program', '小程式'],
  ],
  investorType: [
    ['institutional', '机构投资者', 'Institutional investor', '機構投資者'],
    ['individual', '个人投资者', 'Individual investor', '個人投資者'],
  ],
};

export function codeList(param: (typeof CODE_LIST_PARAMS)[number], lang: Lang) {
  const column = lang === 'en' ? 2 : lang === 'tc' ? 3 : 1;
  return { codeList: LISTS[param].map((entry) => ({ code: entry[0], name: entry[column] })) };
}
