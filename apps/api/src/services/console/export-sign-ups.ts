import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import type { ConsoleSignUpFilter } from '@roadshow/contracts/console';
import type { Lang } from '@roadshow/contracts/locale';
import type { ApiContext } from '../../context.ts';
import { codeList } from '../activity/code-lists.ts';
import { toConsoleSignUp } from '../activity/review-sign-ups.ts';
import { recordAudit } from './record-audit.ts';
import { requireActivityRole } from './require-company-role.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now' | 'cache'>;

/** Column headings of the export, in the sponsor's language (the order is the sheet's). */
const HEADINGS: Record<Lang, string[]> = {
  'zh-CN': [
    '报名编号',
    '状态',
    '姓名',
    '手机号',
    '邮箱',
    '机构',
    '职位',
    '投资者类型',
    '证件号码',
    '报名时间',
    '未通过原因',
    '缺席原因',
  ],
  en: [
    'Sign-up no.',
    'State',
    'Name',
    'Mobile',
    'E-mail',
    'Organisation',
    'Position',
    'Investor type',
    'Document no.',
    'Signed up at',
    'Rejection reason',
    'Absence reason',
  ],
  tc: [
    '報名編號',
    '狀態',
    '姓名',
    '手機號',
    '郵箱',
    '機構',
    '職位',
    '投資者類型',
    '證件號碼',
    '報名時間',
    '未通過原因',
    '缺席原因',
  ],
};
const SHEET: Record<Lang, string> = { 'zh-CN': '报名名单', en: 'Sign-ups', tc: '報名名單' };

/** Times in the sheet are China time, as the console shows them, with the zone in the heading's cell. */
function chinaTime(iso: string) {
  return `${new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} (UTC+8)`;
}

/**
 * The sign-ups of an activity as an XLSX sheet in the request's language, with the table's filters;
 * document numbers stay masked. Every export is logged (decision 030).
 */
export async function exportSignUps(
  ctx: Ctx,
  request: FastifyRequest,
  reply: FastifyReply,
  filter: ConsoleSignUpFilter,
) {
  const actor = await requireActivityRole(ctx, request, filter.activityId, 'signUp.export');
  const rows = (
    await ctx.repos.signUps.filtered({
      ...filter,
      from: filter.from ? new Date(filter.from) : undefined,
      to: filter.to ? new Date(filter.to) : undefined,
    })
  ).map(toConsoleSignUp);
  const lang = request.lang;
  const states = new Map(codeList('signUpState', lang).codeList.map((entry) => [entry.code, entry.name]));
  const investorTypes = new Map(codeList('investorType', lang).codeList.map((entry) => [entry.code, entry.name]));

  const workbook = new ExcelJS.Workbook();
  workbook.created = ctx.now();
  const sheet = workbook.addWorksheet(SHEET[lang]);
  sheet.addRow(HEADINGS[lang]).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      row.signUpId,
      states.get(row.state) ?? row.state,
      row.form?.name ?? '',
      row.form?.phone ?? row.mobile ?? '',
      row.form?.email ?? '',
      row.form?.companyName ?? '',
      row.form?.position ?? '',
      row.form ? (investorTypes.get(row.form.investorType) ?? '') : '',
      row.form?.certificateNumber ?? '',
      chinaTime(row.createdAt),
      row.rejectReason ?? '',
      row.absenceReason ?? '',
    ]);
  }
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  await recordAudit(
    ctx.repos.audit,
    actor,
    {
      companyId: actor.companyId,
      activityId: filter.activityId,
      action: 'signUps.export',
      targetType: 'activity',
      targetId: filter.activityId,
      detail: { rows: rows.length, lang, filter: { ...filter } },
    },
    ctx.now(),
  );
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="sign-ups-${filter.activityId}.xlsx"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
