import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { AppError } from '@roadshow/http-kit/app-error';
import type { ApiContext } from '../../context.ts';
import { recordAudit } from '../console/record-audit.ts';
import { requireActivityRole } from '../console/require-company-role.ts';

type Ctx = Pick<ApiContext, 'repos' | 'identity' | 'now'>;

/** China wall-clock time, as the exchanges' forms are filled in. */
function chinaDateTime(date: Date) {
  const local = new Date(date.getTime() + 8 * 3_600_000).toISOString();
  return `${local.slice(0, 4)}年${local.slice(5, 7)}月${local.slice(8, 10)}日 ${local.slice(11, 16)}`;
}

const KIND_LABELS: Record<string, string> = {
  roadshow: '路演活动',
  openClass: '公开课',
  offlineResearch: '现场参观 / 特定对象调研',
};

export interface IrRecordFacts {
  companyName: string;
  companyCode: string;
  title: string;
  kind: string;
  startAt: Date;
  endAt: Date;
  place: string;
  /** Investors who took part: organisation and name, as their sign-up forms gave them. */
  participants: string[];
  /** The company's people on the stage. */
  receptionists: string[];
  qa: { guest: string; question: string; answer: string }[];
  filledAt: Date;
}

const cellBorder = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const borders = { top: cellBorder, bottom: cellBorder, left: cellBorder, right: cellBorder };

function row(label: string, content: Paragraph[]) {
  return new TableRow({
    children: [
      new TableCell({
        width: { size: 2400, type: WidthType.DXA },
        borders,
        children: [new Paragraph({ children: [new TextRun({ text: label, bold: true })] })],
      }),
      new TableCell({ width: { size: 6600, type: WidthType.DXA }, borders, children: content }),
    ],
  });
}

const lines = (texts: string[]) => texts.map((text) => new Paragraph({ children: [new TextRun(text)] }));

/** The 投资者关系活动记录表 (the form the exchanges ask listed companies to file) as DOCX bytes. */
export async function buildIrRecord(facts: IrRecordFacts): Promise<Buffer> {
  const qaParagraphs = facts.qa.length
    ? facts.qa.flatMap((item, index) => [
        new Paragraph({
          spacing: { before: index === 0 ? 0 : 160 },
          children: [
            new TextRun({ text: `问题${index + 1}（提问对象：${item.guest}）：`, bold: true }),
            new TextRun(item.question),
          ],
        }),
        new Paragraph({ children: [new TextRun({ text: '回答：', bold: true }), new TextRun(item.answer)] }),
      ])
    : lines(['本次活动未有已发布的问答。']);
  const doc = new Document({
    creator: 'Roadshow',
    title: '投资者关系活动记录表',
    styles: { default: { document: { run: { font: 'SimSun', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({
            alignment: AlignmentType.LEFT,
            children: [new TextRun(`证券代码：${facts.companyCode}    证券简称：${facts.companyName}`)],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { before: 240, after: 240 },
            children: [new TextRun({ text: `${facts.companyName}投资者关系活动记录表`, bold: true, size: 32 })],
          }),
          new Table({
            width: { size: 9000, type: WidthType.DXA },
            columnWidths: [2400, 6600],
            rows: [
              row('投资者关系活动类别', lines([KIND_LABELS[facts.kind] ?? facts.kind])),
              row('活动名称', lines([facts.title])),
              row(
                '参与单位名称及人员姓名',
                lines(facts.participants.length ? facts.participants : ['（无登记的参与人员）']),
              ),
              row('时间', lines([`${chinaDateTime(facts.startAt)} 至 ${chinaDateTime(facts.endAt)}（北京时间）`])),
              row('地点', lines([facts.place])),
              row('上市公司接待人员姓名', lines(facts.receptionists.length ? facts.receptionists : ['—'])),
              row('投资者关系活动主要内容介绍', qaParagraphs),
              row('附件清单（如有）', lines(['无'])),
              row('日期', lines([chinaDateTime(facts.filledAt).slice(0, 11)])),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** Rows read per query: the record lists every answer, however many, a page at a time. */
const PAGE = 500;

/** Every published answer of the activity, in the order the questions were asked (pins ignored). */
async function answeredInAskedOrder(ctx: Ctx, activityId: number) {
  const all: Awaited<ReturnType<Ctx['repos']['live']['answeredInAskedOrder']>> = [];
  for (;;) {
    const page = await ctx.repos.live.answeredInAskedOrder(activityId, all.at(-1)?.id ?? null, PAGE);
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

/**
 * The IR activity record of an activity, after (or during) the event, in zh-CN whatever the page's
 * language: the form is filed with the exchange in Chinese. Participants are the approved sign-ups;
 * the Q&A are the published answers (anonymous askers stay anonymous: askers are not named at all).
 */
export async function exportIrRecord(ctx: Ctx, request: FastifyRequest, reply: FastifyReply, activityId: number) {
  const actor = await requireActivityRole(ctx, request, activityId, 'live.record');
  const activity = await ctx.repos.consoleActivities.byId(activityId);
  if (!activity) throw new AppError('NOT_FOUND');
  const [company, guests, signUps, answered] = await Promise.all([
    activity.companyId ? ctx.repos.liveDesk.companyOf(activity.companyId) : null,
    ctx.repos.activityDetail.guests(activityId),
    ctx.repos.signUps.list(activityId, 'approved'),
    answeredInAskedOrder(ctx, activityId),
  ]);
  const participants = signUps
    .map((signUp) => {
      const form = signUp.form as { companyName?: string; name?: string } | null;
      return [form?.companyName, form?.name].filter(Boolean).join(' ');
    })
    .filter((text) => text.length > 0);
  const bytes = await buildIrRecord({
    companyName: company?.nameZh ?? '—',
    companyCode: company?.code ?? '—',
    title: activity.titleZh,
    kind: activity.kind,
    startAt: activity.startAt,
    endAt: activity.endAt,
    place: activity.locationZh || '线上（网络直播）',
    participants: [...new Set(participants)],
    receptionists: guests.map((g) => [g.nameZh, g.titleZh].filter(Boolean).join('（') + (g.titleZh ? '）' : '')),
    qa: answered.map((q) => ({ guest: q.guestNameZh, question: q.text, answer: q.answerText ?? '' })),
    filledAt: ctx.now(),
  });
  await recordAudit(
    ctx.repos.audit,
    actor,
    {
      companyId: actor.companyId,
      activityId,
      action: 'live.record',
      targetType: 'activity',
      targetId: activityId,
      detail: { answers: answered.length },
    },
    ctx.now(),
  );
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    .header('content-disposition', `attachment; filename="ir-record-${activityId}.docx"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
