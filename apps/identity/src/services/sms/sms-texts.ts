import type { SmsPurpose } from '@roadshow/contracts/identity';
import type { Lang } from '@roadshow/contracts/locale';

const ACTION: Record<SmsPurpose, Record<Lang, string>> = {
  login: { 'zh-CN': '登录', en: 'log in', tc: '登入' },
  register: { 'zh-CN': '注册', en: 'register', tc: '註冊' },
  reset: { 'zh-CN': '重置密码', en: 'reset your password', tc: '重設密碼' },
  'change-phone': { 'zh-CN': '更换手机号', en: 'change your mobile number', tc: '更換手機號' },
};

/** The SMS body in the user's language; it never says more than the code and what it is for. */
export function smsBody(code: string, purpose: SmsPurpose, lang: Lang, minutes: number): string {
  const action = ACTION[purpose][lang];
  if (lang === 'en')
    return `[Roadshow] Your code to ${action} is ${code}, valid for ${minutes} minutes. Do not share it.`;
  if (lang === 'tc') return `【路演中心】您正在${action}，驗證碼 ${code}，${minutes} 分鐘內有效。請勿告訴他人。`;
  return `【路演中心】您正在${action}，验证码 ${code}，${minutes} 分钟内有效。请勿告诉他人。`;
}
