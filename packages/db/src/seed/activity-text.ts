import type { Person } from './build-people.ts';
import { formatChinaRangeEn, formatChinaRangeZh } from './china-time.ts';
import type { CompanySeed } from './companies-data.ts';
import type { IndustrySeed } from './industries-data.ts';
import type { Text } from './localized-columns.ts';
import { COURSES } from './open-classes-data.ts';
import type { ActivityPlan } from './plan-activities.ts';
import { OTHER_EVENT_TYPES, RESEARCH_VENUES } from './roadshow-types-data.ts';

export type AccessMode = 'public' | 'registration' | 'direct' | 'whitelist' | 'invitees';

export interface ActivityTextInput {
  plan: ActivityPlan;
  company: CompanySeed;
  industry: IndustrySeed;
  guests: readonly Person[];
  accessMode: AccessMode;
}

export interface ActivityText {
  title: Text;
  summary: Text;
  content: Text;
  location: Text | null;
}

const ACCESS_NOTES: Record<AccessMode, Text> = {
  public: {
    zh: '本次活动面向全体投资者开放，投资者可通过本平台观看直播并在线提问。',
    en: 'The event is open to all investors, who can watch the webcast and ask questions on this platform.',
  },
  registration: {
    zh: '本次活动需提前报名，名额有限，报名成功后方可进入直播间参与交流。',
    en: 'Places are limited and registration is required; registered investors can then enter the live room.',
  },
  direct: {
    zh: '投资者无需报名，可通过本平台直接进入直播间参与交流。',
    en: 'No registration is needed: investors can enter the live room directly on this platform.',
  },
  whitelist: {
    zh: '本次活动仅限已列入白名单的投资者参加，如需参加请联系公司董事会办公室。',
    en: "The event is limited to whitelisted investors; to take part, please contact the company's board office.",
  },
  invitees: {
    zh: '本次活动仅面向受邀机构投资者，受邀嘉宾请使用邀请函中的手机号登录参会。',
    en: 'The event is for invited institutional investors only; guests should log in with the mobile number given in their invitation.',
  },
};

const REPLAY_NOTE: Text = {
  zh: '活动已结束，投资者可在本页面观看活动回放及查阅相关资料。',
  en: 'The event has ended; investors can watch the replay and read the materials on this page.',
};

const ENDED_NOTE: Text = {
  zh: '活动已结束，感谢广大投资者的关注与参与。',
  en: 'The event has ended. Thank you to all investors who followed and took part.',
};

/** The last paragraph depends on where the event stands: how to join, or how to catch up. */
function closingNote(status: ActivityPlan['status'], accessMode: AccessMode): Text {
  if (status === 2) return REPLAY_NOTE;
  if (status === 3) return ENDED_NOTE;
  return ACCESS_NOTES[accessMode];
}

const DISCLAIMER: Text = {
  zh: '本课程内容仅供投资者教育之用，不构成任何投资建议。投资有风险，入市需谨慎。',
  en: 'This course is for investor education only and does not constitute investment advice. Investing involves risk.',
};

const COURSE_AUDIENCE: Record<2 | 3 | 4, Text> = {
  2: {
    zh: '课程面向广大个人投资者，内容通俗易懂，无需专业背景即可参与。',
    en: 'The course is for individual investors and assumes no professional background.',
  },
  3: {
    zh: '课程面向关注行业投资机会的投资者，将结合最新行业数据和产业调研成果展开分析。',
    en: 'The course is for investors following sector opportunities and draws on the latest industry data and field research.',
  },
  4: {
    zh: '课程将结合最新监管规则和典型案例进行讲解，帮助投资者理解规则变化背后的逻辑。',
    en: 'The course walks through the latest rules and typical cases to explain the thinking behind regulatory change.',
  },
};

function guestList(guests: readonly Person[]): Text {
  const en = guests.map((g) => `${g.name.en} (${g.title.en})`);
  const last = en.pop();
  return {
    zh: guests.map((g) => `${g.title.zh}${g.name.zh}`).join('、'),
    en: en.length > 0 ? `${en.join(', ')} and ${last ?? ''}` : (last ?? ''),
  };
}

const paragraphs = (...parts: Text[]): Text => ({
  zh: parts.map((p) => p.zh).join('\n\n'),
  en: parts.map((p) => p.en).join('\n\n'),
});

function roadshowText(input: ActivityTextInput, date: Text): ActivityText {
  const { plan, company, industry, guests, accessMode } = input;
  const { name, shortName, intro } = company;
  const { focus } = industry;
  const who = guestList(guests);
  const attendance: Text = {
    zh: `出席本次活动的人员有：${who.zh}。公司将针对${focus.zh}等投资者普遍关注的问题，在信息披露允许的范围内与投资者进行交流。`,
    en: `Attending for the company: ${who.en}. Within the limits of its disclosure obligations, the company will answer investors' common questions on ${focus.en}.`,
  };
  const about: Text = { zh: `关于公司：${intro.zh}`, en: `About the company: ${intro.en}` };
  const closing = closingNote(plan.status, accessMode);
  const { period } = plan;
  if (plan.squareType === 2 && period) {
    return {
      title: {
        zh: `${shortName.zh}${period.labelZh}业绩说明会`,
        en: `${shortName.en} ${period.labelEn} Results Briefing`,
      },
      summary: {
        zh: `${shortName.zh}管理层将在线解读公司${period.labelZh}经营业绩，并就${focus.zh}等问题回答投资者提问。`,
        en: `${shortName.en} management will review the ${period.phraseEn} results online and take questions on ${focus.en}.`,
      },
      content: paragraphs(
        {
          zh: `为便于广大投资者更加全面深入地了解${name.zh}${period.labelZh}经营成果、财务状况及发展战略，公司定于${date.zh}通过本平台以视频直播结合网络文字互动的方式召开${period.labelZh}业绩说明会。`,
          en: `To help investors gain a fuller understanding of the ${period.phraseEn} results, financial position and strategy of ${name.en}, the company will hold its ${period.phraseEn} results briefing on this platform on ${date.en}, by video webcast with online text Q&A.`,
        },
        attendance,
        about,
        closing,
      ),
      location: null,
    };
  }
  const type = OTHER_EVENT_TYPES[plan.eventTypeIndex ?? 0] ?? OTHER_EVENT_TYPES[0];
  if (!type) throw new Error('no event types');
  return {
    title: { zh: `${shortName.zh}${type.name.zh}`, en: `${shortName.en} ${type.name.en}` },
    summary: {
      zh: `${shortName.zh}将${type.purpose.zh}，欢迎投资者在线参与交流。`,
      en: `${shortName.en} will ${type.purpose.en}; investors are welcome to join online.`,
    },
    content: paragraphs(
      {
        zh: `为加强与投资者的沟通交流，${name.zh}定于${date.zh}在本平台举办${type.name.zh}，${type.purpose.zh}。`,
        en: `To strengthen communication with investors, ${name.en} will hold a ${type.name.en} on this platform on ${date.en} to ${type.purpose.en}.`,
      },
      attendance,
      about,
      closing,
    ),
    location: null,
  };
}

function openClassText(input: ActivityTextInput, date: Text): ActivityText {
  const course = COURSES[input.plan.courseIndex ?? 0] ?? COURSES[0];
  if (!course) throw new Error('no courses');
  const lecturer = input.guests[0];
  const by: Text = lecturer
    ? {
        zh: `${input.company.shortName.zh}${lecturer.title.zh}${lecturer.name.zh}`,
        en: `${lecturer.name.en}, ${lecturer.title.en} at ${input.company.shortName.en}`,
      }
    : { zh: input.company.shortName.zh, en: input.company.shortName.en };
  return {
    title: course.title,
    summary: course.summary,
    content: paragraphs(
      {
        zh: `${course.summary.zh}本期公开课由${by.zh}主讲，课程时间为${date.zh}。`,
        en: `${course.summary.en} This session is taught by ${by.en} on ${date.en}.`,
      },
      COURSE_AUDIENCE[course.category],
      DISCLAIMER,
      closingNote(input.plan.status, input.accessMode),
    ),
    location: null,
  };
}

function researchText(input: ActivityTextInput, date: Text): ActivityText {
  const { company, industry } = input;
  const venue = RESEARCH_VENUES[input.plan.venueIndex ?? 0] ?? RESEARCH_VENUES[0];
  if (!venue) throw new Error('no venues');
  const { name, shortName, city } = company;
  return {
    title: {
      zh: `走进${shortName.zh}：${venue.zh}调研活动`,
      en: `Inside ${shortName.en}: Research Visit to the ${venue.en}`,
    },
    summary: {
      zh: `实地参观${shortName.zh}${venue.zh}，与公司管理层面对面交流${industry.focus.zh}。`,
      en: `Visit the ${venue.en} of ${shortName.en} and meet management in person to discuss ${industry.focus.en}.`,
    },
    content: paragraphs(
      {
        zh: `为帮助投资者深入了解公司生产经营情况，${name.zh}定于${date.zh}在${city.zh}举办投资者实地调研活动，参观${venue.zh}并与公司管理层座谈交流。`,
        en: `To give investors a closer look at its operations, ${name.en} will host an on-site research visit in ${city.en} on ${date.en}, including a tour of the ${venue.en} and a discussion with management.`,
      },
      {
        zh: '本次活动名额有限，需提前报名并经公司审核确认。参会人员请携带有效身份证件及名片，按时签到。',
        en: "Places are limited: registration in advance is required and subject to the company's approval. Please bring valid ID and a business card and check in on time.",
      },
      {
        zh: '公司将严格遵守信息披露相关规定，调研过程中不涉及未公开重大信息。',
        en: 'The company will comply strictly with disclosure rules; no material non-public information will be shared during the visit.',
      },
      { zh: `关于公司：${company.intro.zh}`, en: `About the company: ${company.intro.en}` },
    ),
    location: { zh: `${city.zh} · ${shortName.zh}${venue.zh}`, en: `${venue.en}, ${shortName.en}, ${city.en}` },
  };
}

export function writeActivityText(input: ActivityTextInput): ActivityText {
  const date: Text = {
    zh: formatChinaRangeZh(input.plan.startAt, input.plan.endAt),
    en: formatChinaRangeEn(input.plan.startAt, input.plan.endAt),
  };
  if (input.plan.kind === 'openClass') return openClassText(input, date);
  if (input.plan.kind === 'offlineResearch') return researchText(input, date);
  return roadshowText(input, date);
}
