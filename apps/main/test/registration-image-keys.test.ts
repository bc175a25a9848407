import { describe, expect, it } from 'vitest';
import { activities } from '@roadshow/db/schema';
import { useComposedServer } from './support/composed-server.ts';
import { loginHelpers, TEST_ORIGIN } from './support/login-helpers.ts';
import { registrationForm, uploadVerificationPhoto, type FormImageKeys } from './support/registration-form.ts';

// Hardening item 9: the registration form's image keys must be the caller's own uploads, and exist.
let activityId = 0;
const suite = useComposedServer({
  start: '2026-11-20T06:00:00.000Z',
  prepare: async (db) => {
    const [row] = await db.database.db
      .insert(activities)
      .values({
        kind: 'roadshow',
        titleZh: '长青科技2026年度业绩说明会',
        titleEn: 'Evergreen Tech 2026 results briefing',
        meetingStatus: 0,
        startAt: new Date('2026-12-01T02:00:00Z'),
        endAt: new Date('2026-12-01T04:00:00Z'),
        registrationForm: true,
      })
      .returning({ id: activities.id });
    activityId = row!.id;
  },
});
const { registerAndLogIn } = loginHelpers(suite.server, suite.advance, '1373333');
type User = Awaited<ReturnType<typeof registerAndLogIn>>;

const upload = (user: User, kind: 'id' | 'card') => uploadVerificationPhoto(suite.server(), user, kind);

const signUp = (user: User, keys: FormImageKeys, lang = 'en') =>
  suite.server().app.inject({
    method: 'POST',
    url: `/roadshow/activity/signOrAppointment?lang=${lang}`,
    headers: { origin: TEST_ORIGIN, cookie: `ticket=${user.appToken}` },
    payload: { activityId, source: '01', form: registrationForm(user, keys) },
  });

describe('registration form image keys', () => {
  it("refuses another user's keys and made-up ones, naming the field, and takes the caller's own", async () => {
    const mine = await registerAndLogIn();
    const theirs = await registerAndLogIn();
    const own = { id: await upload(mine, 'id'), card: await upload(mine, 'card') };
    const others = { id: await upload(theirs, 'id'), card: await upload(theirs, 'card') };

    const stolen = await signUp(mine, { id: others.id, card: own.card });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errorCode).toBe('IMAGE_KEY_INVALID');
    expect(stolen.json().fields).toEqual([
      { path: 'body.form.idCardImageKey', message: expect.stringMatching(/upload/i) },
    ]);

    // Under the caller's own prefix, but never uploaded.
    const prefix = own.id.slice(0, own.id.lastIndexOf('/') + 1);
    const madeUp = await signUp(mine, { id: own.id, card: `${prefix}${'0'.repeat(32)}.jpg` }, 'tc');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().fields).toEqual([{ path: 'body.form.businessCardImageKey', message: expect.any(String) }]);
    expect(madeUp.json().errorMsg).toMatch(/[\u4e00-\u9fff]/);

    const wild = await signUp(mine, { id: '../../etc/passwd', card: 'made-up' });
    expect(wild.statusCode).toBe(400);
    expect(wild.json().fields).toHaveLength(2);

    const ok = await signUp(mine, own);
    expect(ok.statusCode).toBe(200);
  });
});
