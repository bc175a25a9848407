import type { Lang } from './locale.ts';

/**
 * Stable error codes with their HTTP status and a message per language.
 * The business messages of spec §8 and §5 are added here as the features that raise them land.
 */
export const ERRORS = {
  BAD_REQUEST: {
    status: 400,
    'zh-CN': '请求参数有误',
    en: 'The request is not valid',
    tc: '請求參數有誤',
  },
  REQUIRED_MISSING: {
    status: 400,
    'zh-CN': '有必填项未填写',
    en: 'There are required items not filled in',
    tc: '有必填項未填寫',
  },
  UNAUTHORIZED: {
    status: 401,
    'zh-CN': '请先登录',
    en: 'Please log in first',
    tc: '請先登入',
  },
  FORBIDDEN: {
    status: 403,
    'zh-CN': '您没有权限执行此操作',
    en: 'You do not have permission to do this',
    tc: '您沒有權限執行此操作',
  },
  NOT_FOUND: {
    status: 404,
    'zh-CN': '您访问的内容不存在',
    en: 'What you are looking for does not exist',
    tc: '您訪問的內容不存在',
  },
  ORIGIN_REJECTED: {
    status: 403,
    'zh-CN': '请求来源不被允许',
    en: 'Requests from this origin are not allowed',
    tc: '請求來源不被允許',
  },
  RATE_LIMITED: {
    status: 429,
    'zh-CN': '操作过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    tc: '操作過於頻繁，請稍後再試',
  },
  INTERNAL: {
    status: 500,
    'zh-CN': '服务器开小差了，请稍后再试',
    en: 'Something went wrong on our side, please try again later',
    tc: '伺服器開小差了，請稍後再試',
  },
} as const satisfies Record<string, { status: number } & Record<Lang, string>>;

export type ErrorCode = keyof typeof ERRORS;

export function errorMessage(code: ErrorCode, lang: Lang): string {
  return ERRORS[code][lang];
}
