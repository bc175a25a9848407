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
  METHOD_NOT_ALLOWED: {
    status: 405,
    'zh-CN': '该接口不支持此请求方法',
    en: 'This address does not take this request method',
    tc: '該介面不支援此請求方法',
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
  // Content moderation of app images (decision 055).
  IMAGE_REFUSED: {
    status: 400,
    'zh-CN': '图片未通过内容审核（{reasons}），请换一张',
    en: 'The picture did not pass content review ({reasons}); choose another one',
    tc: '圖片未通過內容審核（{reasons}），請換一張',
  },
  PAYMENT_NOT_COMPLETED: {
    status: 403,
    'zh-CN': '支付未完成',
    en: 'Payment not completed',
    tc: '支付未完成',
  },
  // Paid interaction (issue 11, decisions 049–051).
  PAYMENT_NOT_REQUIRED: {
    status: 409,
    'zh-CN': '该活动无需付费',
    en: 'This activity needs no payment',
    tc: '該活動無需付費',
  },
  ORDER_ALREADY_PAID: {
    status: 409,
    'zh-CN': '您已支付，无需重复支付',
    en: 'You have already paid',
    tc: '您已支付，無需重複支付',
  },
  PAY_TOKEN_INVALID: {
    status: 403,
    'zh-CN': '支付凭证无效或已过期，请重新发起支付',
    en: 'The payment link is invalid or has expired; please start the payment again',
    tc: '支付憑證無效或已過期，請重新發起支付',
  },
  ORDER_NOT_FOUND: {
    status: 404,
    'zh-CN': '未找到该订单',
    en: 'Order not found',
    tc: '未找到該訂單',
  },
  PAYMENT_SIGNATURE_INVALID: {
    status: 400,
    'zh-CN': '支付通知签名无效',
    en: 'The payment notification has an invalid signature',
    tc: '支付通知簽名無效',
  },
  PAYMENT_AMOUNT_MISMATCH: {
    status: 400,
    'zh-CN': '支付金额与订单金额不符',
    en: 'The amount paid does not match the order',
    tc: '支付金額與訂單金額不符',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    'zh-CN': '支付服务暂不可用，请稍后再试',
    en: 'The payment service is unavailable; please try again later',
    tc: '支付服務暫不可用，請稍後再試',
  },
  PAYMENT_NOT_FOUND: {
    status: 404,
    'zh-CN': '未找到该笔付款',
    en: 'Payment not found',
    tc: '未找到該筆付款',
  },
  PAYMENT_ALREADY_REFUNDED: {
    status: 409,
    'zh-CN': '该笔付款已记录为已退款',
    en: 'This payment is already recorded as refunded',
    tc: '該筆付款已記錄為已退款',
  },
  // Decisions 078–080.
  PAY_CURRENCY_UNSUPPORTED: {
    status: 400,
    'zh-CN': '当前支付渠道仅支持 {currencies}，请以 {currencies} 定价',
    en: 'The payment provider in use takes only {currencies}; set the price in {currencies}',
    tc: '當前支付渠道僅支援 {currencies}，請以 {currencies} 定價',
  },
  PAY_DEADLINE_PASSED: {
    status: 409,
    'zh-CN': '付款期限已过，名额已释放，请重新报名',
    en: 'The time to pay has passed and your seat was released; please register again',
    tc: '付款期限已過，名額已釋放，請重新報名',
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
    'zh-CN': '有 {count} 行不是有效的手机号或邮箱，未导入任何条目',
    en: '{count} rows are not valid mobile numbers or e-mail addresses; nothing was imported',
    tc: '有 {count} 行不是有效的手機號或郵箱，未匯入任何條目',
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
  // Console form parts and invitations (decision 040).
  LIST_ENTRY_INVALID: {
    status: 400,
    'zh-CN': '请输入 11 位手机号码或邮箱地址',
    en: 'Enter an 11-digit mobile number or an e-mail address',
    tc: '請輸入 11 位手機號碼或郵箱地址',
  },
  FILE_TOO_LARGE: {
    status: 413,
    'zh-CN': '文件过大，请上传不超过 {max} MB 的文件',
    en: 'The file is too large; upload one of at most {max} MB',
    tc: '檔案過大，請上傳不超過 {max} MB 的檔案',
  },
  FILE_WRONG_TYPE: {
    status: 415,
    'zh-CN': '文件类型不正确，请上传 PDF、PPTX、XLSX 或图片（jpg、png、gif、webp）',
    en: 'Wrong file type; upload a PDF, PPTX, XLSX or a picture (jpg, png, gif, webp)',
    tc: '檔案類型不正確，請上傳 PDF、PPTX、XLSX 或圖片（jpg、png、gif、webp）',
  },
  COVER_WRONG_TYPE: {
    status: 415,
    'zh-CN': '图片类型不正确，请上传 jpg、png、gif 或 webp 图片（不超过 5 MB）',
    en: 'Wrong picture type; upload a jpg, png, gif or webp picture (at most 5 MB)',
    tc: '圖片類型不正確，請上傳 jpg、png、gif 或 webp 圖片（不超過 5 MB）',
  },
  LIST_EMPTY: {
    status: 400,
    'zh-CN': '名单为空，请先添加手机号或邮箱',
    en: 'The list is empty; add mobile numbers or e-mail addresses first',
    tc: '名單為空，請先添加手機號或郵箱',
  },
  END_BEFORE_START: {
    status: 400,
    'zh-CN': '结束时间须晚于开始时间',
    en: 'The end must be after the start',
    tc: '結束時間須晚於開始時間',
  },
  // Console state rules (decisions 075, 077).
  ACTIVITY_CANCELLED: {
    status: 409,
    'zh-CN': '该活动已取消，不能再修改、审核报名或发送邀请；如需重办，请复制为新活动',
    en: 'This activity was cancelled: it can no longer be changed, nor its sign-ups decided or invitations sent; copy it to run it again',
    tc: '該活動已取消，不能再修改、審核報名或發送邀請；如需重辦，請複製為新活動',
  },
  ZIP_REFUSED: {
    status: 400,
    'zh-CN': '文件解压后过大、压缩比异常或包含的部件过多，已拒绝',
    en: 'The file unpacks to too much data, compresses suspiciously well or holds too many parts; it was refused',
    tc: '檔案解壓後過大、壓縮比異常或包含的部件過多，已拒絕',
  },
  FILE_HAS_MACROS: {
    status: 415,
    'zh-CN': '文件含有宏（VBA 等），出于安全原因不予接受；请另存为不含宏的 .xlsx 或 .pptx',
    en: 'The file contains macros (VBA or similar) and is refused for safety; save it as a macro-free .xlsx or .pptx',
    tc: '檔案含有巨集（VBA 等），基於安全原因不予接受；請另存為不含巨集的 .xlsx 或 .pptx',
  },
  GUEST_MEMBER_INVALID: {
    status: 400,
    'zh-CN': '请选择本公司角色为嘉宾的控制台成员',
    en: 'Choose a console member of this company whose role is guest',
    tc: '請選擇本公司角色為嘉賓的控制台成員',
  },
  INVITE_UNPUBLISHED: {
    status: 409,
    'zh-CN': '活动尚未发布，请先发布再发送邀请（邀请中的链接须能打开）',
    en: 'The activity is not published yet; publish it before sending invitations (their link must open)',
    tc: '活動尚未發布，請先發布再發送邀請（邀請中的連結須能打開）',
  },
  // Questionnaires (decision 046).
  QUESTIONNAIRE_CLOSED: {
    status: 409,
    'zh-CN': '问卷未开始或已结束',
    en: 'The questionnaire has not started or has ended',
    tc: '問卷未開始或已結束',
  },
  QUESTIONNAIRE_ANSWERED: {
    status: 409,
    'zh-CN': '您已提交过该问卷，提交后不可修改',
    en: 'You have already submitted this questionnaire; a submission is final',
    tc: '您已提交過該問卷，提交後不可修改',
  },
  QUESTIONNAIRE_LOCKED: {
    status: 409,
    'zh-CN': '问卷已有人作答，题目不能再修改（可调整起止时间）',
    en: 'The questionnaire already has answers; its questions can no longer change (the times can)',
    tc: '問卷已有人作答，題目不能再修改（可調整起止時間）',
  },
  QUESTIONNAIRE_PUBLISHED: {
    status: 403,
    'zh-CN': '问卷已发布，只有管理员可以修改；如需修改，请联系管理员或由管理员先撤回发布',
    en: 'The questionnaire is published: only an administrator may change it, or withdraw it first',
    tc: '問卷已發布，只有管理員可以修改；如需修改，請聯絡管理員或由管理員先撤回發布',
  },
  QUESTIONS_MISSING: {
    status: 400,
    'zh-CN': '请至少添加一道题目',
    en: 'Add at least one question',
    tc: '請至少添加一道題目',
  },
  QUESTION_OPTIONS_MISSING: {
    status: 400,
    'zh-CN': '选择题至少需要两个选项',
    en: 'A choice question needs at least two options',
    tc: '選擇題至少需要兩個選項',
  },
  CHOICE_BOUNDS_INVALID: {
    status: 400,
    'zh-CN': '最少选择数不能大于最多选择数，且不能超过选项数',
    en: 'The least number of choices cannot exceed the most, nor the number of options',
    tc: '最少選擇數不能大於最多選擇數，且不能超過選項數',
  },
  CHOICE_COUNT_INVALID: {
    status: 400,
    'zh-CN': '选择的数量不符合题目要求',
    en: 'The number of options chosen does not match what the question asks',
    tc: '選擇的數量不符合題目要求',
  },
  ANSWER_TOO_LONG: {
    status: 400,
    'zh-CN': '回答超出字数限制',
    en: 'The answer is longer than allowed',
    tc: '回答超出字數限制',
  },
  // Visitor research booking (decision 052).
  VISIT_DAY_INVALID: {
    status: 400,
    'zh-CN': '日期无效',
    en: 'The date is not valid',
    tc: '日期無效',
  },
  VISIT_TIME_INVALID: {
    status: 400,
    'zh-CN': '时间无效（格式为 时:分）',
    en: 'The time is not valid (hours:minutes)',
    tc: '時間無效（格式為 時:分）',
  },
  VISIT_TIME_ORDER: {
    status: 400,
    'zh-CN': '结束时间须晚于开始时间',
    en: 'The end time must be after the start time',
    tc: '結束時間須晚於開始時間',
  },
  VISIT_RESTRICTED_WORDS: {
    status: 400,
    'zh-CN': '“{field}”疑似包含违禁词：{words}，请修改后再提交',
    en: '"{field}" seems to contain restricted words: {words}. Please change them before submitting',
    tc: '「{field}」疑似包含違禁詞：{words}，請修改後再提交',
  },
  VISIT_MEETING_URL_INVALID: {
    status: 400,
    'zh-CN': '会议链接须为 http:// 或 https:// 开头的网址',
    en: 'The meeting link must be an http:// or https:// address',
    tc: '會議連結須為 http:// 或 https:// 開頭的網址',
  },
  VISIT_CAPACITY_INVALID: {
    status: 400,
    'zh-CN': '名额须在 1 到 500 人之间',
    en: 'Places must be between 1 and 500',
    tc: '名額須在 1 到 500 人之間',
  },
  VISIT_QUIET_DAYS_INVALID: {
    status: 400,
    'zh-CN': '静默天数须在 0 到 120 天之间',
    en: 'The quiet days must be between 0 and 120',
    tc: '靜默天數須在 0 到 120 天之間',
  },
  VISIT_SLOT_REQUIRED: {
    status: 400,
    'zh-CN': '请选择预约时段',
    en: 'Please choose a time slot',
    tc: '請選擇預約時段',
  },
  VISIT_INDIVIDUAL_ONE_ATTENDEE: {
    status: 400,
    'zh-CN': '个人预约仅限本人一人参加',
    en: 'An individual booking is for one person only',
    tc: '個人預約僅限本人一人參加',
  },
  VISIT_TOO_MANY_ATTENDEES: {
    status: 400,
    'zh-CN': '每次预约最多 5 位参会人',
    en: 'A booking takes at most 5 attendees',
    tc: '每次預約最多 5 位參會人',
  },
  VISIT_ATTENDEE_TWICE: {
    status: 400,
    'zh-CN': '同一手机号不能重复登记参会人',
    en: 'The same mobile number is listed for two attendees',
    tc: '同一手機號不能重複登記參會人',
  },
  VISIT_SLOT_CLOSED: {
    status: 409,
    'zh-CN': '该时段已不可预约',
    en: 'This time slot can no longer be booked',
    tc: '該時段已不可預約',
  },
  VISIT_SLOT_FULL: {
    status: 409,
    'zh-CN': '该时段名额已满（剩余 {remaining} 个名额）',
    en: 'This time slot is full ({remaining} places left)',
    tc: '該時段名額已滿（剩餘 {remaining} 個名額）',
  },
  VISIT_QUIET_PERIOD: {
    status: 409,
    'zh-CN': '公司处于定期报告披露前的静默期（{from} 至 {to}），该日期不接受此类调研预约',
    en: 'The company is in its quiet period before a periodic report ({from} to {to}): this kind of visit cannot be booked on that date',
    tc: '公司處於定期報告披露前的靜默期（{from} 至 {to}），該日期不接受此類調研預約',
  },
  VISIT_ALREADY_BOOKED: {
    status: 409,
    'zh-CN': '您已预约该时段',
    en: 'You have already booked this time slot',
    tc: '您已預約該時段',
  },
  VISIT_STATE_CONFLICT: {
    status: 409,
    'zh-CN': '该预约已被处理，请刷新后查看',
    en: 'This booking has already been handled; refresh to see its state',
    tc: '該預約已被處理，請重新整理後查看',
  },
  VISIT_SLOT_HAS_BOOKINGS: {
    status: 409,
    'zh-CN': '该时段已有 {booked} 人预约，名额不能少于此数，也不能删除',
    en: '{booked} people have booked this slot: places cannot go below that, nor can it be removed',
    tc: '該時段已有 {booked} 人預約，名額不能少於此數，也不能刪除',
  },
  VISIT_CHECK_IN_UNKNOWN: {
    status: 404,
    'zh-CN': '没有与此签到码对应的已确认来访',
    en: 'No confirmed visit has this check-in code',
    tc: '沒有與此簽到碼對應的已確認來訪',
  },
  VISIT_CHECK_IN_USED: {
    status: 409,
    'zh-CN': '此签到码已于 {at} 使用过',
    en: 'This check-in code was already used at {at}',
    tc: '此簽到碼已於 {at} 使用過',
  },
  VISIT_CHECK_IN_WRONG_DAY: {
    status: 409,
    'zh-CN': '该来访预约的日期是 {day}，不是今天',
    en: 'This visit is booked for {day}, not today',
    tc: '該來訪預約的日期是 {day}，不是今天',
  },
  // Limits and days of visitor booking (decision 081).
  VISIT_INVESTOR_TYPE_INVALID: {
    status: 400,
    'zh-CN': '请选择个人或机构',
    en: 'Choose individual or institution',
    tc: '請選擇個人或機構',
  },
  VISIT_NAME_TOO_LONG: {
    status: 400,
    'zh-CN': '真实姓名最多 60 个字',
    en: 'A real name can have at most 60 characters',
    tc: '真實姓名最多 60 個字',
  },
  VISIT_POSITION_TOO_LONG: {
    status: 400,
    'zh-CN': '职位最多 50 个字',
    en: 'A position can have at most 50 characters',
    tc: '職務最多 50 個字',
  },
  VISIT_ORGANIZATION_TOO_LONG: {
    status: 400,
    'zh-CN': '所在机构最多 100 个字',
    en: 'The organisation can have at most 100 characters',
    tc: '所在機構最多 100 個字',
  },
  VISIT_EMAIL_TOO_LONG: {
    status: 400,
    'zh-CN': '电子邮箱最多 100 个字符',
    en: 'The e-mail address can have at most 100 characters',
    tc: '電子郵箱最多 100 個字元',
  },
  VISIT_TOPICS_TOO_LONG: {
    status: 400,
    'zh-CN': '希望沟通的问题最多 500 个字',
    en: 'What you would like to discuss can have at most 500 characters',
    tc: '希望溝通的問題最多 500 個字',
  },
  VISIT_REASON_TOO_LONG: {
    status: 400,
    'zh-CN': '理由最多 500 个字',
    en: 'The reason can have at most 500 characters',
    tc: '理由最多 500 個字',
  },
  VISIT_DAY_PAST: {
    status: 400,
    'zh-CN': '日期不能早于今天',
    en: 'The date cannot be before today',
    tc: '日期不能早於今天',
  },
  VISIT_PREFERRED_DAY_TOO_SOON: {
    status: 400,
    'zh-CN': '意向日期须从明天起',
    en: 'The preferred day must be tomorrow or later',
    tc: '意向日期須從明天起',
  },
  VISIT_PRE_REGISTRATION_CAP: {
    status: 409,
    'zh-CN': '您在该公司已有 {max} 个未结束的预登记，请等待公司处理或取消其中一个后再登记',
    en: 'You already have {max} open pre-registrations with this company: wait until the company handles one, or cancel one, before adding another',
    tc: '您在該公司已有 {max} 個未結束的預登記，請等待公司處理或取消其中一個後再登記',
  },
  VISIT_CANCEL_TOO_LATE: {
    status: 409,
    'zh-CN': '预约仅可在来访日（{day}）之前取消；如需当天取消，请直接联系公司',
    en: 'A booking can only be cancelled before the day of the visit ({day}); on the day, please contact the company',
    tc: '預約僅可在來訪日（{day}）之前取消；如需當天取消，請直接聯絡公司',
  },
  VISIT_DAY_PASSED: {
    status: 409,
    'zh-CN': '该预约的日期（{day}）已过，不能再确认',
    en: 'The day of this booking ({day}) has passed: it can no longer be confirmed',
    tc: '該預約的日期（{day}）已過，不能再確認',
  },
  // Live desk in the console (decision 043).
  STREAM_NAME_INVALID: {
    status: 400,
    'zh-CN': '流名称只能包含字母、数字、“-”和“_”，最多 64 个字符',
    en: 'A stream name has letters, digits, "-" and "_" only, at most 64',
    tc: '流名稱只能包含字母、數字、「-」和「_」，最多 64 個字元',
  },
  STREAM_URL_INVALID: {
    status: 400,
    'zh-CN': '拉流地址须为 https 开头的 .m3u8 地址',
    en: 'The pull URL must be an https address of an .m3u8 playlist',
    tc: '拉流地址須為 https 開頭的 .m3u8 地址',
  },
  LIVE_FILE_TOO_LARGE: {
    status: 400,
    'zh-CN': '文件不能超过 8 MB',
    en: 'A file may be at most 8 MB',
    tc: '檔案不能超過 8 MB',
  },
  LIVE_FILE_TYPE: {
    status: 400,
    'zh-CN': '不支持该文件类型：资料可为 PDF、Word、PowerPoint、Excel 或图片，海报须为 PNG、JPEG 或 WebP 图片',
    en: 'This file type is not accepted: files may be PDF, Word, PowerPoint, Excel or pictures; posters PNG, JPEG or WebP',
    tc: '不支援該檔案類型：資料可為 PDF、Word、PowerPoint、Excel 或圖片，海報須為 PNG、JPEG 或 WebP 圖片',
  },
  LIVE_PASSWORD_INVALID: {
    status: 400,
    'zh-CN': '直播密码需为 4–32 位，且不含空格',
    en: 'The live password needs 4 to 32 characters without spaces',
    tc: '直播密碼需為 4–32 位，且不含空格',
  },
  ANSWER_TEXT_REQUIRED: {
    status: 400,
    'zh-CN': '请输入回答内容',
    en: 'Enter the answer',
    tc: '請輸入回答內容',
  },
  ANSWER_NEEDS_APPROVAL: {
    status: 409,
    'zh-CN': '该回答已标记为敏感，须由审批人审批后发布',
    en: 'This answer is marked sensitive: an approver must approve it',
    tc: '該回答已標記為敏感，須由審批人審批後發布',
  },
  ANSWER_STATE_CONFLICT: {
    status: 409,
    'zh-CN': '该回答的状态已变化，请刷新后再试',
    en: 'The answer has changed in the meantime; refresh and try again',
    tc: '該回答的狀態已變化，請重新整理後再試',
  },
  ASKER_BANNED: {
    status: 403,
    'zh-CN': '您已被主办方禁止在本场活动提问',
    en: 'The organiser has barred you from asking questions in this event',
    tc: '您已被主辦方禁止在本場活動提問',
  },
  LIVE_STATUS_CONFLICT: {
    status: 409,
    'zh-CN': '直播状态已变化（只能从预告开始直播，从直播中结束），请刷新后再试',
    en: 'The webcast status has changed (go live from preview, end from live); refresh and try again',
    tc: '直播狀態已變化（只能從預告開始直播，從直播中結束），請重新整理後再試',
  },
  LIVE_ALREADY_OVER: {
    status: 409,
    'zh-CN': '活动的结束时间已过，请先在活动表单中修改时间',
    en: "The event's end time has passed; change it in the activity form first",
    tc: '活動的結束時間已過，請先在活動表單中修改時間',
  },
  LIVE_STREAMS_LIMIT: {
    status: 429,
    'zh-CN': '您同时打开的直播间实时连接过多，请关闭其他直播页面后刷新重试',
    en: 'You have too many live rooms open at once; close another live page and reload this one',
    tc: '您同時開啟的直播間即時連線過多，請關閉其他直播頁面後重新整理再試',
  },
  RETURN_REASON_REQUIRED: {
    status: 400,
    'zh-CN': '请填写退回原因',
    en: 'Say why the draft goes back',
    tc: '請填寫退回原因',
  },
  // End of live desk.
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
