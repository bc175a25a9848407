import { HTML_LANG, type Lang } from '@roadshow/contracts/locale';

const TEXT: Record<Lang, { login: string; register: string; body: string; back: string; service: string }> = {
  'zh-CN': {
    login: '登录',
    register: '注册',
    service: '统一身份认证',
    body: '统一身份认证服务正在建设中，登录与注册即将开放。您可以继续以访客身份浏览全部公开内容。',
    back: '返回继续浏览',
  },
  en: {
    login: 'Log in',
    register: 'Register',
    service: 'Identity service',
    body: 'The identity service is being built; logging in and registering will open soon. You can keep browsing all public content as a visitor.',
    back: 'Back to browsing',
  },
  tc: {
    login: '登入',
    register: '註冊',
    service: '統一身份認證',
    body: '統一身份認證服務正在建設中，登入與註冊即將開放。您可以繼續以訪客身分瀏覽全部公開內容。',
    back: '返回繼續瀏覽',
  },
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export function renderPlaceholderPage(input: { page: 'login' | 'register'; lang: Lang; back: string }): string {
  const text = TEXT[input.lang];
  const title = `${text[input.page]} · ${text.service}`;
  return `<!doctype html>
<html lang="${HTML_LANG[input.lang]}">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:-apple-system,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;background:#f5f7fa;color:#1f2329;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;max-width:440px;margin:16px;padding:32px;border-radius:12px;box-shadow:0 2px 12px rgba(15,35,70,.08)}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.7;color:#4e5969}
a{display:inline-block;margin-top:8px;padding:8px 20px;border-radius:6px;background:#1368c4;color:#fff;text-decoration:none}
</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text.body)}</p><a href="${escapeHtml(input.back)}">${escapeHtml(text.back)}</a></main></body>
</html>`;
}
