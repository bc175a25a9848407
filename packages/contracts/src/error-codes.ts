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
  EMAIL_INVALID: {
    status: 400,
    'zh-CN': '邮箱格式不正确',
    en: 'The e-mail address is in the wrong format',
    tc: '郵箱格式不正確',
  },
  IMAGE_TOO_LARGE: {
    status: 413,
    'zh-CN': '图片过大，请上传不超过 2 MB 的图片',
    en: 'The picture is too large; upload one of at most 2 MB',
    tc: '圖片過大，請上傳不超過 2 MB 的圖片',
  },
  IMAGE_WRONG_TYPE: {
    status: 415,
    'zh-CN': '文件类型不正确，请上传 jpg、gif、png 或 bmp 图片',
    en: 'Wrong file type; upload a jpg, gif, png or bmp picture',
    tc: '檔案類型不正確，請上傳 jpg、gif、png 或 bmp 圖片',
  },
  DOCUMENT_NUMBER_INVALID: {
    status: 400,
    'zh-CN': '证件号码格式不正确',
    en: 'The certificate number is in the wrong format',
    tc: '證件號碼格式不正確',
  },
  IMAGE_REQUIRED: {
    status: 400,
    'zh-CN': '请上传证件或名片图片',
    en: 'The ID card and business card must be uploaded',
    tc: '請上傳證件或名片圖片',
  },
  VERIFICATION_PENDING: {
    status: 409,
    'zh-CN': '您的认证正在审核中，请耐心等待',
    en: 'Your verification is under review',
    tc: '您的認證正在審核中，請耐心等待',
  },
  VERIFICATION_DECIDED: {
    status: 409,
    'zh-CN': '该认证申请已被处理',
    en: 'This verification request was already decided',
    tc: '該認證申請已被處理',
  },
  REASON_REQUIRED: {
    status: 400,
    'zh-CN': '驳回时请填写原因',
    en: 'Give a reason when rejecting',
    tc: '駁回時請填寫原因',
  },
  // The personal profile (spec §3, §5).
  NICKNAME_REQUIRED: {
    status: 400,
    'zh-CN': '请填写昵称',
    en: 'Please enter a nickname',
    tc: '請填寫暱稱',
  },
  NICKNAME_TOO_LONG: {
    status: 400,
    'zh-CN': '昵称最多 20 个字',
    en: 'The nickname can have at most 20 characters',
    tc: '暱稱最多 20 個字',
  },
  REAL_NAME_TOO_LONG: {
    status: 400,
    'zh-CN': '真实姓名最多 20 个字',
    en: 'The real name can have at most 20 characters',
    tc: '真實姓名最多 20 個字',
  },
  GENDER_INVALID: {
    status: 400,
    'zh-CN': '请选择男或女',
    en: 'Choose male or female',
    tc: '請選擇男或女',
  },
  BIRTHDAY_INVALID: {
    status: 400,
    'zh-CN': '请选择正确的生日，不能晚于今天',
    en: 'Choose a real date of birth, not later than today',
    tc: '請選擇正確的生日，不能晚於今天',
  },
  COMPANY_TOO_LONG: {
    status: 400,
    'zh-CN': '公司名称最多 50 个字',
    en: 'The company name can have at most 50 characters',
    tc: '公司名稱最多 50 個字',
  },
  POSITION_TOO_LONG: {
    status: 400,
    'zh-CN': '职位最多 50 个字',
    en: 'The position can have at most 50 characters',
    tc: '職位最多 50 個字',
  },
  INTRODUCTION_TOO_LONG: {
    status: 400,
    'zh-CN': '个人简介最多 500 个字',
    en: 'The introduction can have at most 500 characters',
    tc: '個人簡介最多 500 個字',
  },
  REGION_UNKNOWN: {
    status: 400,
    'zh-CN': '请从列表中选择省份和城市',
    en: 'Choose the province and city from the list',
    tc: '請從列表中選擇省份和城市',
  },
  TEXT_INVALID: {
    status: 400,
    'zh-CN': '内容包含无法使用的字符',
    en: 'The text contains characters that cannot be used',
    tc: '內容包含無法使用的字元',
  },
  RESTRICTED_WORDS: {
    status: 400,
    'zh-CN': '内容疑似包含违禁词：{words}，请修改后再保存',
    en: 'Suspected restricted words: {words}. Please change them before saving',
    tc: '內容疑似包含違禁詞：{words}，請修改後再儲存',
  },
  IMAGE_CORRUPT: {
    status: 400,
    'zh-CN': '图片无法读取，可能已损坏，请换一张',
    en: 'The picture cannot be read; it may be damaged. Try another one',
    tc: '圖片無法讀取，可能已損壞，請換一張',
  },
  IMAGE_TOO_MANY_PIXELS: {
    status: 400,
    'zh-CN': '图片尺寸过大，请换一张',
    en: 'The picture has too many pixels; try a smaller one',
    tc: '圖片尺寸過大，請換一張',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    'zh-CN': '提交的内容过大',
    en: 'What was sent is too large',
    tc: '提交的內容過大',
  },
  LOGOUT_FAILED: {
    status: 503,
    'zh-CN': '退出登录失败，请稍后再试',
    en: 'Logging out failed; please try again',
    tc: '登出失敗，請稍後再試',
  },
  // Sharing: short links, app share URLs and calendar files (issue 4 part 8, issue 5 part 7).
  SHARE_URL_REQUIRED: {
    status: 400,
    'zh-CN': '请提供要分享的页面链接',
    en: 'Give the link of the page to share',
    tc: '請提供要分享的頁面連結',
  },
  SHARE_URL_NOT_ALLOWED: {
    status: 400,
    'zh-CN': '只能为本站的页面生成短链接',
    en: 'Short links can only be made for pages of this site',
    tc: '只能為本站的頁面產生短連結',
  },
  SHORT_CODE_INVALID: {
    status: 400,
    'zh-CN': '短链接格式不正确',
    en: 'The short link is not in the right format',
    tc: '短連結格式不正確',
  },
  SHARE_TARGET_INVALID: {
    status: 400,
    'zh-CN': '请指定要分享的活动、专题或公司',
    en: 'Name the activity, topic or company to share',
    tc: '請指定要分享的活動、專題或公司',
  },
  ACTIVITY_ID_INVALID: {
    status: 400,
    'zh-CN': '活动编号不正确',
    en: 'The activity number is not valid',
    tc: '活動編號不正確',
  },
  // Company library and follow (issue 4, decision 013).
  COMPANY_NOT_FOUND: {
    status: 404,
    'zh-CN': '未找到该上市公司',
    en: 'No listed company has this stock code',
    tc: '未找到該上市公司',
  },
  ANALYST_NOT_FOUND: {
    status: 404,
    'zh-CN': '未找到该分析师',
    en: 'This analyst could not be found',
    tc: '未找到該分析師',
  },
  // Sign-up extras: the registration form, business-card recognition and the commitment letter
  // (spec §3, §4, §5, §8).
  NAME_NOT_REAL_NAME: {
    status: 400,
    'zh-CN': '姓名须为本人真实姓名',
    en: 'The name must be your real name',
    tc: '姓名須為本人真實姓名',
  },
  PHONE_NOT_LOGIN_PHONE: {
    status: 400,
    'zh-CN': '仅可使用当前登录的手机号报名',
    en: 'Only the mobile number you logged in with may be used to register',
    tc: '僅可使用目前登入的手機號報名',
  },
  HIGH_NET_WORTH_INDIVIDUAL_ONLY: {
    status: 400,
    'zh-CN': '高净值声明仅适用于个人投资者',
    en: 'The high-net-worth statement applies to individual investors only',
    tc: '高淨值聲明僅適用於個人投資者',
  },
  CARD_RECOGNITION_FAILED: {
    status: 422,
    'zh-CN': '名片识别失败，请手动填写或重新上传',
    en: 'Business card recognition failed, fill in manually or upload again',
    tc: '名片識別失敗，請手動填寫或重新上傳',
  },
  LETTER_NOT_SIGNED: {
    status: 409,
    'zh-CN': '请先签署承诺函',
    en: 'The commitment letter must be signed',
    tc: '請先簽署承諾函',
  },
  LETTER_SIGN_FAILED: {
    status: 400,
    'zh-CN': '承诺函未签署成功，请在框内签名或输入您的全名',
    en: 'The commitment letter was not signed successfully; sign in the box or type your full name',
    tc: '承諾函未簽署成功，請在框內簽名或輸入您的全名',
  },
  LETTER_FORM_MISSING: {
    status: 409,
    'zh-CN': '请先填写报名表中的姓名和证件信息，再签署承诺函',
    en: 'Fill in your name and document in the registration form before signing the commitment letter',
    tc: '請先填寫報名表中的姓名和證件資訊，再簽署承諾函',
  },
  QR_CODE_EXPIRED: {
    status: 410,
    'zh-CN': '二维码已过期，请在电脑上刷新后重新扫码',
    en: 'The QR code has expired; refresh it on the computer and scan again',
    tc: '二維碼已過期，請在電腦上重新整理後重新掃碼',
  },
  QR_CODE_USED: {
    status: 409,
    'zh-CN': '该二维码已使用或已失效，请在电脑上刷新',
    en: 'This QR code was already used or replaced; refresh it on the computer',
    tc: '該二維碼已使用或已失效，請在電腦上重新整理',
  },
  QR_CODE_OTHER_ACCOUNT: {
    status: 403,
    'zh-CN': '该二维码属于其他账号，请使用报名账号登录后扫码',
    en: 'This QR code belongs to another account; log in with the account that is signing up',
    tc: '該二維碼屬於其他帳號，請使用報名帳號登入後掃碼',
  },
  // End of sign-up extras.
  // Sign-up core (activity detail, sign-up, approval; spec §8 business messages).
  SIGN_UP_DEADLINE_PASSED: {
    status: 409,
    'zh-CN': '报名截止时间已过',
    en: 'The registration deadline has passed',
    tc: '報名截止時間已過',
  },
  SIGN_UP_NOT_STARTED: {
    status: 409,
    'zh-CN': '报名尚未开始',
    en: 'Registration has not started yet',
    tc: '報名尚未開始',
  },
  QUOTA_FULL: {
    status: 409,
    'zh-CN': '报名名额已满',
    en: 'The registration quota is full',
    tc: '報名名額已滿',
  },
  SIGN_UP_NOT_REGISTERED: {
    status: 403,
    'zh-CN': '您尚未报名',
    en: 'You have not registered',
    tc: '您尚未報名',
  },
  SIGN_UP_UNDER_REVIEW: {
    status: 403,
    'zh-CN': '您的报名正在审核中',
    en: 'Your registration is under review',
    tc: '您的報名正在審核中',
  },
  SIGN_UP_NOT_APPROVED: {
    status: 403,
    'zh-CN': '您的报名未通过审核',
    en: 'You have not been approved',
    tc: '您的報名未通過審核',
  },
  NO_ATTEND_PERMISSION: {
    status: 403,
    'zh-CN': '您没有参会权限，请联系主办方',
    en: 'You do not have permission to attend; please contact the sponsor',
    tc: '您沒有參會權限，請聯繫主辦方',
  },
  MOBILE_EMAIL_EMPTY: {
    status: 401,
    'zh-CN': '手机号和邮箱为空，请重新登录',
    en: 'Mobile number and email are empty; please log in again',
    tc: '手機號和郵箱為空，請重新登入',
  },
  SIGN_UP_NOT_NEEDED: {
    status: 409,
    'zh-CN': '本活动无需报名',
    en: 'This event needs no registration',
    tc: '本活動無需報名',
  },
  ACTIVITY_ENDED: {
    status: 409,
    'zh-CN': '活动已结束',
    en: 'The event has ended',
    tc: '活動已結束',
  },
  SIGN_UP_STATE_CONFLICT: {
    status: 409,
    'zh-CN': '报名状态已变化，请刷新后再试',
    en: 'The registration has changed; refresh and try again',
    tc: '報名狀態已變化，請重新整理後再試',
  },
  // End of sign-up core.
  // Live room (spec §5 Q&A, §8 business messages).
  PASSWORD_ERROR: {
    status: 400,
    'zh-CN': '密码错误',
    en: 'Password Error',
    tc: '密碼錯誤',
  },
  NO_WEBCAST: {
    status: 404,
    'zh-CN': '暂无直播',
    en: 'No webcast currently',
    tc: '暫無直播',
  },
  QUESTIONS_CLOSED: {
    status: 409,
    'zh-CN': '提问入口已关闭',
    en: 'The question entrance is closed',
    tc: '提問入口已關閉',
  },
  QUESTIONS_NOT_STARTED: {
    status: 409,
    'zh-CN': '活动尚未开始，暂不能提问',
    en: 'The event has not started and questions cannot be asked',
    tc: '活動尚未開始，暫不能提問',
  },
  QUESTION_TEXT_REQUIRED: {
    status: 400,
    'zh-CN': '请输入问题内容',
    en: 'Enter your question',
    tc: '請輸入問題內容',
  },
  QUESTION_TOO_LONG: {
    status: 400,
    'zh-CN': '问题不能超过 500 个字',
    en: 'A question may have at most 500 characters',
    tc: '問題不能超過 500 個字',
  },
  GUEST_REQUIRED: {
    status: 400,
    'zh-CN': '请选择提问嘉宾',
    en: 'Choose a guest to ask',
    tc: '請選擇提問嘉賓',
  },
  MODERATION_UNAVAILABLE: {
    status: 503,
    'zh-CN': '内容审核暂不可用，请稍后再试',
    en: 'Content review is unavailable; please try again later',
    tc: '內容審核暫不可用，請稍後再試',
  },
  PAYMENT_NOT_COMPLETED: {
    status: 403,
    'zh-CN': '支付未完成',
    en: 'Payment not completed',
    tc: '支付未完成',
  },
  // End of live room.
  // Hardening (decisions 027, 028).
  IMAGE_KEY_INVALID: {
    status: 400,
    'zh-CN': '未找到您上传的图片，请重新上传',
    en: 'The picture you uploaded was not found; please upload it again',
    tc: '未找到您上傳的圖片，請重新上傳',
  },
  SERVICE_BUSY: {
    status: 503,
    'zh-CN': '系统繁忙，请稍后再试',
    en: 'The service is busy, please try again in a moment',
    tc: '系統繁忙，請稍後再試',
  },
  // Console (decision 030).
  LIST_ROWS_INVALID: {
    status: 400,
    'zh-CN': '有 {count} 行不是有效的手机号，未导入任何号码',
    en: '{count} rows are not valid mobile numbers; nothing was imported',
    tc: '有 {count} 行不是有效的手機號，未匯入任何號碼',
  },
  LIST_FILE_UNREADABLE: {
    status: 400,
    'zh-CN': '无法读取该文件，请上传 CSV 或 XLSX',
    en: 'The file cannot be read; upload a CSV or XLSX file',
    tc: '無法讀取該檔案，請上傳 CSV 或 XLSX',
  },
  LIST_TOO_LONG: {
    status: 400,
    'zh-CN': '名单最多 5000 个号码',
    en: 'A list holds at most 5,000 numbers',
    tc: '名單最多 5000 個號碼',
  },
  END_BEFORE_START: {
    status: 400,
    'zh-CN': '结束时间须晚于开始时间',
    en: 'The end must be after the start',
    tc: '結束時間須晚於開始時間',
  },
  INTERNAL: {
    status: 500,
    'zh-CN': '服务器开小差了，请稍后再试',
    en: 'Something went wrong on our side, please try again later',
    tc: '伺服器開小差了，請稍後再試',
  },
} as const satisfies Record<string, { status: number } & Record<Lang, string>>;

export type ErrorCode = keyof typeof ERRORS;

/**
 * The message of `code` in `lang`. A few messages name what went wrong ({words}); their values
 * come in `params`, already in the reader's language.
 */
export function errorMessage(code: ErrorCode, lang: Lang, params: Record<string, string> = {}): string {
  const message: string = ERRORS[code][lang];
  return message.includes('{') ? message.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '') : message;
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERRORS, value);
