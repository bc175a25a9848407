import type { activities, activityAgenda, activityGuests, activityPayPrices } from '../schema.ts';

/** The paid demo's title: the e2e suite and people find it by these words. */
export const PAID_DEMO_TITLE = {
  zh: '付费互动演示：投资者交流会',
  en: 'Paid interaction demo: investor Q&A session',
  tc: '付費互動演示：投資者交流會',
} as const;

/** The paid demo's price: 99.00 CNY. */
export const PAID_DEMO_PRICE = { amountCents: 9_900, currency: 'CNY' } as const;

/**
 * One roadshow with paid interaction (issue 11), added after every other activity so their ids and
 * draws stay as they were: registration without review or form, its window open, three days ahead,
 * with its price on the console's payment table as well as on the row.
 */
export function buildPaidDemo(now: Date, companyId: number) {
  const startAt = new Date(now.getTime() + 3 * 24 * 3_600_000);
  const activity: typeof activities.$inferInsert = {
    kind: 'roadshow',
    squareType: 2,
    titleZh: PAID_DEMO_TITLE.zh,
    titleEn: PAID_DEMO_TITLE.en,
    titleTc: PAID_DEMO_TITLE.tc,
    summaryZh: '报名后扫码支付，即可参加付费互动环节。',
    summaryEn: 'Register, then pay by scanning the QR code to join the paid interaction.',
    summaryTc: '報名後掃碼支付，即可參加付費互動環節。',
    contentZh: '本场演示付费互动：报名后点击“去支付”，用手机扫码完成支付。',
    contentEn: 'This event demonstrates paid interaction: after registering, choose "Go to pay" and scan the code.',
    contentTc: '本場演示付費互動：報名後點擊「去支付」，用手機掃碼完成支付。',
    companyId,
    meetingStatus: 0,
    startAt,
    endAt: new Date(startAt.getTime() + 2 * 3_600_000),
    coverUrl: '/media/covers/cover-3.svg',
    accessMode: 'registration',
    needsApproval: false,
    registrationForm: false,
    commitmentLetter: false,
    signUpStartAt: new Date(now.getTime() - 24 * 3_600_000),
    signUpEndAt: new Date(startAt.getTime() - 3_600_000),
    priceCents: PAID_DEMO_PRICE.amountCents,
    published: true,
  };
  const price = (activityId: number): typeof activityPayPrices.$inferInsert => ({
    activityId,
    ...PAID_DEMO_PRICE,
    updatedAt: now,
  });
  const guests = (activityId: number): (typeof activityGuests.$inferInsert)[] => [
    {
      activityId,
      nameZh: '李明',
      nameEn: 'Li Ming',
      nameTc: '李明',
      titleZh: '董事会秘书',
      titleEn: 'Board secretary',
      titleTc: '董事會秘書',
      sort: 0,
    },
  ];
  const agenda = (activityId: number): (typeof activityAgenda.$inferInsert)[] => [
    {
      activityId,
      startAt,
      endAt: new Date(startAt.getTime() + 3_600_000),
      titleZh: '公司介绍',
      titleEn: 'Company introduction',
      titleTc: '公司介紹',
      speakerZh: '李明',
      speakerEn: 'Li Ming',
      speakerTc: '李明',
      sort: 0,
    },
    {
      activityId,
      startAt: new Date(startAt.getTime() + 3_600_000),
      endAt: new Date(startAt.getTime() + 2 * 3_600_000),
      titleZh: '付费互动问答',
      titleEn: 'Paid Q&A',
      titleTc: '付費互動問答',
      speakerZh: null,
      speakerEn: null,
      speakerTc: null,
      sort: 1,
    },
  ];
  return { activity, price, guests, agenda };
}
