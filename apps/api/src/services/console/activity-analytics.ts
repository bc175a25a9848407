import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import type { ActivityAnalytics } from '@roadshow/contracts/console';
import type { Lang } from '@roadshow/contracts/locale';
import { SIGN_UP_STATES, type SignUpState } from '@roadshow/contracts/sign-label';
import type { ApiContext } from '../../context.ts';
import { codeList } from '../activity/code-lists.ts';
import { recordAudit } from './record-audit.ts';
import { requireActivityRole } from './require-company-role.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now'>;

async function figures(ctx: Ctx, activityId: number): Promise<ActivityAnalytics> {
  const [views, byState, byDay, viewing, questions] = await Promise.all([
    ctx.repos.analytics.pageViews(activityId),
    ctx.repos.analytics.signUpsByState(activityId),
    ctx.repos.analytics.signUpsByDay(activityId),
    ctx.repos.analytics.viewing(activityId),
    ctx.repos.analytics.questions(activityId),
  ]);
  const counts = new Map(byState.map((row) => [row.state, row.count]));
  return {
    activityId,
    pageViews: views.views,
    uniqueVisitors: views.visitors,
    anonymousViews: views.anonymous,
    signUpsByState: SIGN_UP_STATES.map((state) => ({ state, count: counts.get(state) ?? 0 })),
    signUpsByDay: byDay.map((row) => ({ day: row.day, count: row.count })),
    viewers: viewing.viewers,
    totalViewingSeconds: viewing.seconds,
    averageViewingSeconds: viewing.viewers === 0 ? 0 : Math.round(viewing.seconds / viewing.viewers),
    questionsAsked: questions.asked,
    questionsAnswered: questions.answered,
  };
}

export async function getActivityAnalytics(ctx: Ctx, request: FastifyRequest, activityId: number) {
  await requireActivityRole(ctx, request, activityId, 'analytics.read');
  return figures(ctx, activityId);
}

const LABELS: Record<Lang, Record<string, string>> = {
  'zh-CN': {
    sheet: '数据统计',
    pageViews: '页面浏览量',
    uniqueVisitors: '独立访客（已登录）',
    anonymousViews: '未登录浏览量',
    viewers: '观看人数',
    totalViewingSeconds: '观看总时长（秒）',
    averageViewingSeconds: '人均观看时长（秒）',
    questionsAsked: '提问数',
    questionsAnswered: '已回答',
    byState: '报名状态',
    byDay: '报名日期',
    count: '人数',
  },
  en: {
    sheet: 'Analytics',
    pageViews: 'Page views',
    uniqueVisitors: 'Unique visitors (logged in)',
    anonymousViews: 'Views without login',
    viewers: 'Viewers',
    totalViewingSeconds: 'Total viewing (s)',
    averageViewingSeconds: 'Average viewing per viewer (s)',
    questionsAsked: 'Questions asked',
    questionsAnswered: 'Questions answered',
    byState: 'Sign-up state',
    byDay: 'Sign-up day',
    count: 'Count',
  },
  tc: {
    sheet: '數據統計',
    pageViews: '頁面瀏覽量',
    uniqueVisitors: '獨立訪客（已登入）',
    anonymousViews: '未登入瀏覽量',
    viewers: '觀看人數',
    totalViewingSeconds: '觀看總時長（秒）',
    averageViewingSeconds: '人均觀看時長（秒）',
    questionsAsked: '提問數',
    questionsAnswered: '已回答',
    byState: '報名狀態',
    byDay: '報名日期',
    count: '人數',
  },
};

/** The same figures as an XLSX sheet in the request's language; exports are logged. */
export async function exportActivityAnalytics(
  ctx: Ctx,
  request: FastifyRequest,
  reply: FastifyReply,
  activityId: number,
) {
  const actor = await requireActivityRole(ctx, request, activityId, 'analytics.read');
  const data = await figures(ctx, activityId);
  const label = LABELS[request.lang];
  const states = new Map(codeList('signUpState', request.lang).codeList.map((entry) => [entry.code, entry.name]));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(label.sheet!);
  for (const key of [
    'pageViews',
    'uniqueVisitors',
    'anonymousViews',
    'viewers',
    'totalViewingSeconds',
    'averageViewingSeconds',
    'questionsAsked',
    'questionsAnswered',
  ] as const)
    sheet.addRow([label[key], data[key]]);
  sheet.addRow([]);
  sheet.addRow([label.byState, label.count]).font = { bold: true };
  for (const row of data.signUpsByState) sheet.addRow([states.get(row.state as SignUpState) ?? row.state, row.count]);
  sheet.addRow([]);
  sheet.addRow([label.byDay, label.count]).font = { bold: true };
  for (const row of data.signUpsByDay) sheet.addRow([row.day, row.count]);
  sheet.getColumn(1).width = 32;
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  await recordAudit(
    ctx.repos.audit,
    actor,
    {
      companyId: actor.companyId,
      activityId,
      action: 'analytics.export',
      targetType: 'activity',
      targetId: activityId,
    },
    ctx.now(),
  );
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="analytics-${activityId}.xlsx"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
