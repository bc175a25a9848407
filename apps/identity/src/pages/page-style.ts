/** The identity pages' whole stylesheet: small enough to inline, so a page is one request. */
export const PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;background:#eef3fb;min-height:100vh;color:#1f2329;position:relative}
body::before{content:'';position:absolute;inset:0 0 auto;height:260px;background:linear-gradient(135deg,#0f3d7a,#2588ef);z-index:-1}
.top{display:flex;align-items:center;justify-content:space-between;max-width:960px;margin:0 auto;padding:18px 20px;color:#fff}
.brand{display:flex;align-items:center;gap:10px;color:#fff;text-decoration:none;font-weight:700;font-size:18px}
.brand svg{width:32px;height:32px}
.langs{display:flex;gap:12px;font-size:14px;white-space:nowrap}.langs a{color:#dbe9ff}.langs a[aria-current]{color:#fff;font-weight:700;text-decoration:none}
main{max-width:420px;margin:24px auto 48px;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(15,35,70,.15);padding:28px 28px 24px}
h1{font-size:22px;margin:0 0 18px}
.tabs{display:flex;gap:24px;border-bottom:1px solid #e5e6eb;margin:-4px 0 20px}
.tabs a{padding:8px 0;color:#4e5969;text-decoration:none;border-bottom:2px solid transparent;margin-bottom:-1px}
.tabs a[aria-current]{color:#1368c4;border-color:#1368c4;font-weight:600}
label{display:block;font-size:14px;color:#4e5969;margin:0 0 6px}
.field{margin-bottom:16px}
input[type=tel],input[type=text],input[type=password]{width:100%;height:42px;padding:0 12px;border:1px solid #c9cdd4;border-radius:6px;font-size:16px;background:#fff;color:#1f2329}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid #1368c4;outline-offset:2px}
input[aria-invalid=true]{border-color:#d4380d}
.row{display:flex;gap:8px}.row input{flex:1;min-width:0}
.hint{font-size:12px;color:#6b7785;margin-top:4px}
.field-error{font-size:13px;color:#c0360c;margin-top:4px}
button{height:42px;border-radius:6px;font-size:15px;cursor:pointer;border:1px solid #1368c4}
.primary{width:100%;background:#1368c4;color:#fff;font-weight:600}
.secondary{background:#fff;color:#1368c4;padding:0 12px;white-space:nowrap;min-width:112px}
.secondary:disabled{color:#86909c;border-color:#c9cdd4;cursor:not-allowed}
.check{display:flex;gap:8px;align-items:flex-start;font-size:14px;color:#4e5969;margin:4px 0 18px}
.check input{margin-top:3px;width:16px;height:16px}
.alert{border-radius:6px;padding:10px 12px;margin-bottom:16px;font-size:14px;line-height:1.6}
.alert--error{background:#fff1ec;color:#a8330b;border:1px solid #ffc9b5}
.alert--ok{background:#eaf6ee;color:#1d6b38;border:1px solid #b7e1c4}
.links{display:flex;justify-content:space-between;margin-top:16px;font-size:14px}
a{color:#1368c4}
.back{display:block;text-align:center;margin-top:18px;font-size:14px;color:#4e5969}
.terms p{line-height:1.8;color:#4e5969}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e6eb;vertical-align:top}
.review-list{max-width:720px;margin:0 auto}.review-title{color:#fff;margin-bottom:16px}
.review{margin-bottom:16px}.review h2{font-size:17px;margin:0 0 8px}.review th{width:30%;color:#6b7785;font-weight:normal}
.review__image{display:block;max-width:100%;max-height:360px;margin:12px 0;border-radius:6px;border:1px solid #e5e6eb}
.review__actions{display:grid;gap:8px}.review__actions .primary{width:auto}
main:has(.review-list){max-width:760px}
@media (max-width:480px){.card{padding:22px 18px}main{margin-top:8px}.top{padding:14px 16px;gap:12px}.brand{font-size:15px}.langs{gap:10px;font-size:13px}}
`;
