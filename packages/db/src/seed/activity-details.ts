import type { Person, Team } from './build-people.ts';
import { MINUTE_MS } from './china-time.ts';
import type { Text } from './localized-columns.ts';
import { HOST } from './people-data.ts';
import type { ActivityPlan } from './plan-activities.ts';
import type { Random } from './random.ts';
import type { ReportPeriod } from './report-periods.ts';
import { OTHER_EVENT_TYPES } from './roadshow-types-data.ts';

const MANAGEMENT: Text = { zh: '公司管理层', en: 'Management' };

/** Who speaks for the company, in the order they would be introduced. */
export function pickGuests(random: Random, plan: ActivityPlan, team: Team): Person[] {
  const [chairman, president, secretary, cfo, independent] = team.management;
  const lead = random.chance(0.6) ? chairman : president;
  let lineUp: (Person | undefined)[];
  if (plan.kind === 'openClass') lineUp = random.sample(team.lecturers, 2);
  else if (plan.kind === 'offlineResearch') lineUp = [secretary, team.representative, president];
  else if (plan.squareType === 2) lineUp = [lead, cfo, random.chance(0.3) ? independent : secretary];
  else lineUp = [lead, secretary, cfo];
  const count = random.int(1, plan.kind === 'openClass' ? 2 : 3);
  return lineUp.filter((p): p is Person => p !== undefined).slice(0, count);
}

interface AgendaTemplate {
  title: Text;
  /** Relative length of the item within the event. */
  weight: number;
  /** Always kept when the agenda is shortened. */
  core: boolean;
  speaker: (guests: readonly Person[]) => Text | null;
}

const asSpeaker = (person: Person | undefined): Text | null =>
  person ? { zh: `${person.title.zh} ${person.name.zh}`, en: `${person.title.en} ${person.name.en}` } : null;
const guest = (n: number) => (guests: readonly Person[]) => asSpeaker(guests[n] ?? guests[0]);

const AGENDAS: Record<ActivityPlan['kind'], readonly AgendaTemplate[]> = {
  roadshow: [
    { title: { zh: '主持人宣布活动开始', en: 'Opening by the host' }, weight: 1, core: false, speaker: () => HOST },
    { title: { zh: '公司经营情况介绍', en: 'Business overview' }, weight: 3, core: true, speaker: guest(0) },
    {
      title: { zh: '财务数据及重点事项解读', en: 'Financial highlights and key matters' },
      weight: 3,
      core: false,
      speaker: guest(1),
    },
    { title: { zh: '投资者问答交流', en: 'Investor Q&A' }, weight: 4, core: true, speaker: () => MANAGEMENT },
    { title: { zh: '总结致辞', en: 'Closing remarks' }, weight: 1, core: false, speaker: guest(0) },
  ],
  openClass: [
    { title: { zh: '课程导入', en: 'Introduction' }, weight: 1, core: false, speaker: () => HOST },
    { title: { zh: '主题讲授', en: 'Lecture' }, weight: 4, core: true, speaker: guest(0) },
    { title: { zh: '案例分析', en: 'Case studies' }, weight: 3, core: false, speaker: guest(1) },
    { title: { zh: '互动答疑', en: 'Questions and answers' }, weight: 2, core: true, speaker: guest(0) },
    { title: { zh: '课程总结', en: 'Wrap-up' }, weight: 1, core: false, speaker: guest(0) },
  ],
  offlineResearch: [
    { title: { zh: '签到', en: 'Check-in' }, weight: 1, core: false, speaker: () => null },
    { title: { zh: '实地参观', en: 'Site tour' }, weight: 4, core: true, speaker: guest(1) },
    { title: { zh: '公司情况介绍', en: 'Company presentation' }, weight: 2, core: false, speaker: guest(0) },
    { title: { zh: '座谈交流', en: 'Open discussion' }, weight: 3, core: true, speaker: () => MANAGEMENT },
    { title: { zh: '合影及离场', en: 'Group photo and departure' }, weight: 1, core: false, speaker: () => null },
  ],
};

export interface AgendaItem {
  startAt: Date;
  endAt: Date;
  title: Text;
  speaker: Text | null;
}

/** 2 to 5 items that exactly tile the event's time, on whole minutes. */
export function buildAgenda(random: Random, plan: ActivityPlan, guests: readonly Person[]): AgendaItem[] {
  const templates = AGENDAS[plan.kind];
  const optional = templates.filter((t) => !t.core);
  const kept = new Set(random.sample(optional, random.int(0, optional.length)));
  const chosen = templates.filter((t) => t.core || kept.has(t));
  const totalWeight = chosen.reduce((sum, t) => sum + t.weight, 0);
  const minutes = Math.round((plan.endAt.getTime() - plan.startAt.getTime()) / MINUTE_MS);
  let elapsed = 0;
  return chosen.map((template, index) => {
    const length =
      index === chosen.length - 1 ? minutes - elapsed : Math.round((minutes * template.weight) / totalWeight);
    const startAt = new Date(plan.startAt.getTime() + elapsed * MINUTE_MS);
    elapsed += length;
    return {
      startAt,
      endAt: new Date(plan.startAt.getTime() + elapsed * MINUTE_MS),
      title: template.title,
      speaker: template.speaker(guests),
    };
  });
}

export interface FileItem {
  name: Text;
  /** A small fixed set of keys, so the file store needs only a handful of placeholder PDFs. */
  storageKey: string;
  sizeBytes: number;
}

export function pickFiles(
  random: Random,
  plan: ActivityPlan,
  shortName: Text,
  period: ReportPeriod | null,
): FileItem[] {
  const record: FileItem = {
    name: { zh: '投资者关系活动记录表', en: 'Investor Relations Activity Record' },
    storageKey: 'seed/ir-activity-record.pdf',
    sizeBytes: 186_368,
  };
  const deck: FileItem = {
    name: { zh: `${shortName.zh}公司介绍材料`, en: `${shortName.en} Company Presentation` },
    storageKey: 'seed/company-presentation.pdf',
    sizeBytes: 1_572_864,
  };
  let candidates: FileItem[];
  if (plan.kind === 'openClass') {
    candidates = [
      { name: { zh: '课程讲义', en: 'Lecture Notes' }, storageKey: 'seed/lecture-notes.pdf', sizeBytes: 948_224 },
    ];
  } else if (plan.kind === 'offlineResearch') {
    candidates = [
      {
        name: { zh: '调研活动参会指引', en: 'Research Visit Guide' },
        storageKey: 'seed/research-visit-guide.pdf',
        sizeBytes: 312_320,
      },
      deck,
    ];
  } else if (plan.squareType === 2 && period) {
    candidates = [
      {
        name: { zh: `${shortName.zh}${period.reportZh}`, en: `${shortName.en} ${period.reportEn}` },
        storageKey: 'seed/periodic-report.pdf',
        sizeBytes: 2_483_712,
      },
      {
        name: { zh: `${period.labelZh}业绩说明会演示材料`, en: `${period.labelEn} Results Presentation` },
        storageKey: 'seed/results-presentation.pdf',
        sizeBytes: 1_245_184,
      },
      record,
    ];
  } else {
    const esg = OTHER_EVENT_TYPES[plan.eventTypeIndex ?? -1]?.key === 'esg';
    candidates = esg
      ? [
          {
            name: { zh: `${shortName.zh}可持续发展报告`, en: `${shortName.en} Sustainability Report` },
            storageKey: 'seed/sustainability-report.pdf',
            sizeBytes: 3_178_496,
          },
          deck,
          record,
        ]
      : [deck, record];
  }
  return candidates.slice(0, random.int(0, candidates.length));
}
