import { MINUTE_MS, atChinaTime, toBusinessDay } from './china-time.ts';
import type { CompanySeed } from './companies-data.ts';
import { COURSES } from './open-classes-data.ts';
import type { Random } from './random.ts';
import { recentReportPeriods, type ReportPeriod } from './report-periods.ts';
import { OTHER_EVENT_TYPES, RESEARCH_VENUES } from './roadshow-types-data.ts';
import { TOPICS, TOPICS_PER_TOPIC_ACTIVITIES, type ActivityKind, type TopicSeed } from './topics-data.ts';

/** meeting_status: 0 preview, 1 live, 2 replay, 3 ended. */
export type MeetingStatus = 0 | 1 | 2 | 3;

/** When, what and by whom; the texts are written later from this. */
export interface ActivityPlan {
  kind: ActivityKind;
  squareType: 2 | 4 | null;
  status: MeetingStatus;
  startAt: Date;
  endAt: Date;
  companyIndex: number;
  topicIndex: number | null;
  /** For results briefings: the reporting season the briefing is about. */
  period: ReportPeriod | null;
  eventTypeIndex: number | null;
  courseIndex: number | null;
  venueIndex: number | null;
}

// Totals per status, topic activities included. Roadshows: 150, half of them results briefings.
const ROADSHOW_TARGETS: Record<MeetingStatus, number> = { 0: 50, 1: 8, 2: 50, 3: 42 };
const PERFORMANCE_BRIEFINGS = 75;
const OPEN_CLASS_TARGETS: Record<MeetingStatus, number> = { 0: 6, 1: 1, 2: 9, 3: 4 };
const OFFLINE_TARGETS: Record<MeetingStatus, number> = { 0: 11, 1: 0, 2: 0, 3: 3 };

type Slot = readonly [hour: number, minute: number];
const SLOTS: Record<ActivityKind, { starts: readonly Slot[]; minutes: readonly number[] }> = {
  roadshow: {
    starts: [
      [9, 30],
      [10, 0],
      [10, 30],
      [14, 0],
      [14, 30],
      [15, 0],
      [15, 30],
      [16, 0],
    ],
    minutes: [60, 90, 120],
  },
  // Evening slots too: open classes are aimed at individual investors after work.
  openClass: {
    starts: [
      [10, 0],
      [15, 0],
      [19, 30],
    ],
    minutes: [60, 90],
  },
  offlineResearch: {
    starts: [
      [9, 30],
      [14, 0],
    ],
    minutes: [150, 180, 210],
  },
};

const DAY_RANGES: Record<Exclude<MeetingStatus, 1>, readonly [number, number]> = {
  0: [1, 30],
  2: [-75, -1],
  3: [-150, -2],
};

export function planActivities(random: Random, now: Date, companies: readonly CompanySeed[]): ActivityPlan[] {
  const usedTitles = new Set<string>();
  const allCompanies = companies.map((_, index) => index);
  const lecturers = allCompanies.filter((i) => companies[i]?.industry === 'non-bank-finance');
  const courseOrder = random.shuffle(COURSES.map((_, index) => index));
  let nextCourse = 0;

  /** A company that has not yet held an event with this title (one briefing per period each). */
  const pickCompany = (candidates: readonly number[], titleKey: string): number | undefined => {
    for (const index of random.shuffle(candidates)) {
      const key = `${index}:${titleKey}`;
      if (!usedTitles.has(key)) {
        usedTitles.add(key);
        return index;
      }
    }
    return undefined;
  };

  const timed = (kind: ActivityKind, dayOffset: number): { startAt: Date; endAt: Date } => {
    const slots = SLOTS[kind];
    const [hour, minute] = random.pick(slots.starts);
    const startAt = atChinaTime(now, dayOffset, hour, minute);
    return { startAt, endAt: new Date(startAt.getTime() + random.pick(slots.minutes) * MINUTE_MS) };
  };

  // Live events have to span `now` itself, whatever hour the seed runs at.
  const liveTimes = (): { startAt: Date; endAt: Date } => {
    const fiveMinutes = 5 * MINUTE_MS;
    const startAt = new Date(Math.floor(now.getTime() / fiveMinutes) * fiveMinutes - random.int(1, 16) * fiveMinutes);
    return { startAt, endAt: new Date(startAt.getTime() + random.pick([90, 120, 150]) * MINUTE_MS) };
  };

  /** Status of a topic activity on a day other than today: past events mostly have a replay. */
  const statusOn = (kind: ActivityKind, dayOffset: number): MeetingStatus => {
    if (dayOffset > 0) return 0;
    // Site visits are not filmed, so they never have a replay.
    if (kind === 'offlineResearch') return 3;
    return random.chance(kind === 'openClass' ? 0.75 : 0.6) ? 2 : 3;
  };

  const base = (kind: ActivityKind, status: MeetingStatus, times: { startAt: Date; endAt: Date }): ActivityPlan => ({
    kind,
    status,
    ...times,
    squareType: null,
    companyIndex: 0,
    topicIndex: null,
    period: null,
    eventTypeIndex: null,
    courseIndex: null,
    venueIndex: null,
  });

  /** Fills in the company and what the event is about; undefined when no company is left for it. */
  const describe = (
    plan: ActivityPlan,
    dayOffset: number,
    candidates: readonly number[],
    topic?: TopicSeed,
  ): ActivityPlan | undefined => {
    const selector = topic?.selector;
    if (plan.kind === 'openClass') {
      const course = courseOrder[nextCourse];
      nextCourse += 1;
      return {
        ...plan,
        courseIndex: course ?? 0,
        companyIndex: random.pick(lecturers.length > 0 ? lecturers : allCompanies),
      };
    }
    if (plan.kind === 'offlineResearch') {
      const company = pickCompany(candidates, 'offline');
      return company === undefined
        ? undefined
        : { ...plan, companyIndex: company, venueIndex: random.int(0, RESEARCH_VENUES.length - 1) };
    }
    if (plan.squareType === 2) {
      // A briefing is about the latest season at its own date (or the one named by its topic). When every
      // company has already briefed on that season, a late briefing on the season before is still plausible.
      const seasons = selector?.latestPeriod ? recentReportPeriods(now).slice(0, 1) : recentReportPeriods(plan.startAt);
      for (const period of seasons.slice(0, 2)) {
        const company = pickCompany(candidates, `period-${period.labelZh}`);
        if (company !== undefined) return { ...plan, companyIndex: company, period };
      }
      return undefined;
    }
    const allowed = OTHER_EVENT_TYPES.map((type, index) => ({ type, index })).filter(
      ({ type }) => !selector?.eventTypes || selector.eventTypes.includes(type.key),
    );
    const eventTypeIndex = random.pick(allowed).index;
    const company = pickCompany(candidates, `event-${eventTypeIndex}`);
    return company === undefined ? undefined : { ...plan, companyIndex: company, eventTypeIndex };
  };

  const plans: ActivityPlan[] = [];

  // Topic activities first, inside each topic's dates, so every topic shows what its title promises.
  TOPICS.forEach((topic, topicIndex) => {
    const { selector } = topic;
    const candidates = allCompanies.filter((i) => {
      const company = companies[i];
      if (!company) return false;
      return (
        (!selector.industries || selector.industries.includes(company.industry)) &&
        (!selector.codePrefix || company.code.startsWith(selector.codePrefix)) &&
        (!selector.cities || selector.cities.includes(company.city.zh))
      );
    });
    const days: number[] = [];
    for (let day = topic.fromDay; day <= topic.toDay; day += 1) {
      if (day !== 0 && toBusinessDay(now, day) === day) days.push(day);
    }
    for (let n = 0; n < TOPICS_PER_TOPIC_ACTIVITIES; n += 1) {
      const day = random.pick(days);
      const plan = {
        ...base(selector.kind, statusOn(selector.kind, day), timed(selector.kind, day)),
        squareType: selector.squareType ?? null,
        topicIndex,
      };
      const described = describe(plan, day, candidates, topic);
      if (described) plans.push(described);
    }
  });

  const fill = (kind: ActivityKind, targets: Record<MeetingStatus, number>, squareTypes: (2 | 4 | null)[]): void => {
    for (const status of [1, 0, 2, 3] as const) {
      const have = plans.filter((p) => p.kind === kind && p.status === status).length;
      for (let n = have; n < targets[status]; n += 1) {
        const dayOffset = status === 1 ? 0 : toBusinessDay(now, random.int(...DAY_RANGES[status]));
        const times = status === 1 ? liveTimes() : timed(kind, dayOffset);
        const squareType = squareTypes.pop() ?? null;
        const plan = { ...base(kind, status, times), squareType };
        // A company can hold one briefing per period; when none is left, the slot becomes another roadshow.
        const described =
          describe(plan, dayOffset, allCompanies) ?? describe({ ...plan, squareType: 4 }, dayOffset, allCompanies);
        if (described) plans.push(described);
      }
    }
  };

  const roadshowsLeft =
    Object.values(ROADSHOW_TARGETS).reduce((a, b) => a + b, 0) - plans.filter((p) => p.kind === 'roadshow').length;
  const briefingsLeft = PERFORMANCE_BRIEFINGS - plans.filter((p) => p.squareType === 2).length;
  const squareTypes = random.shuffle(
    Array.from({ length: roadshowsLeft }, (_, i): 2 | 4 => (i < briefingsLeft ? 2 : 4)),
  );
  fill('roadshow', ROADSHOW_TARGETS, squareTypes);
  fill('openClass', OPEN_CLASS_TARGETS, []);
  fill('offlineResearch', OFFLINE_TARGETS, []);

  // Listed by start time, as an organiser would have created them.
  return plans.sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.companyIndex - b.companyIndex);
}
