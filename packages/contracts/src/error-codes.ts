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
  PHONE_INVALID: {
    status: 400,
    'zh-CN': '请输入正确的 11 位手机号码',
    en: 'Enter a valid 11-digit mainland China mobile number',
    tc: '請輸入正確的 11 位手機號碼',
  },
  SMS_CODE_WRONG: {
    status: 400,
    'zh-CN': '验证码不正确',
    en: 'The verification code is not correct',
    tc: '驗證碼不正確',
  },
  SMS_CODE_EXPIRED: {
    status: 400,
    'zh-CN': '验证码已失效，请重新获取',
    en: 'The verification code has expired; request a new one',
    tc: '驗證碼已失效，請重新取得',
  },
  SMS_TOO_FREQUENT: {
    status: 429,
    'zh-CN': '验证码发送过于频繁，请稍后再试',
    en: 'Codes were requested too often; please wait and try again',
    tc: '驗證碼發送過於頻繁，請稍後再試',
  },
  PHONE_TAKEN: {
    status: 409,
    'zh-CN': '该手机号已注册，请直接登录',
    en: 'This number is already registered; please log in',
    tc: '該手機號已註冊，請直接登入',
  },
  PHONE_NOT_REGISTERED: {
    status: 404,
    'zh-CN': '该手机号尚未注册',
    en: 'No account uses this number yet',
    tc: '該手機號尚未註冊',
  },
  LOGIN_FAILED: {
    status: 401,
    'zh-CN': '手机号或密码不正确',
    en: 'The mobile number or password is not correct',
    tc: '手機號或密碼不正確',
  },
  LOGIN_LOCKED: {
    status: 429,
    'zh-CN': '密码错误次数过多，请 15 分钟后再试或使用验证码登录',
    en: 'Too many wrong passwords; try again in 15 minutes or log in with a code',
    tc: '密碼錯誤次數過多，請 15 分鐘後再試或使用驗證碼登入',
  },
  PASSWORD_WEAK: {
    status: 400,
    'zh-CN': '密码需为 8–32 位，且同时包含字母和数字',
    en: 'The password needs 8 to 32 characters with both letters and digits',
    tc: '密碼需為 8–32 位，且同時包含字母和數字',
  },
  TERMS_NOT_AGREED: {
    status: 400,
    'zh-CN': '请先阅读并同意用户协议',
    en: 'Please agree to the terms first',
    tc: '請先閱讀並同意用戶協議',
  },
  TICKET_INVALID: {
    status: 401,
    'zh-CN': '登录凭证无效或已过期，请重新登录',
    en: 'The login ticket is not valid or has expired; please log in again',
    tc: '登入憑證無效或已過期，請重新登入',
  },
  SERVICE_NOT_ALLOWED: {
    status: 400,
    'zh-CN': '不支持跳转到该地址',
    en: 'Returning to that address is not allowed',
    tc: '不支援跳轉到該位址',
  },
  LOGOUT_FAILED: {
    status: 503,
    'zh-CN': '退出登录失败，请稍后再试',
    en: 'Logging out failed; please try again',
    tc: '登出失敗，請稍後再試',
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
