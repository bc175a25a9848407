import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activities, activitySignUps as signUps, companies, companyMembers } from '@roadshow/db/schema';
import { eq } from 'drizzle-orm';
import { useComposedServer } from './support/composed-server.ts';
import { loginHelpers, TEST_ORIGIN } from './support/login-helpers.ts';
import { registrationForm, uploadVerificationPhoto } from './support/registration-form.ts';

// Decision 061: the console's sign-up table shows the registration form's pictures, which live in
// the identity service, through its own five-minute links; the API signs a grant after the console
// permission check. Composed server, so both services and their real signing run.
let activityId = 0;
let companyId = 0;
let otherCompanyId = 0;
const suite = useComposedServer({
  start: '2026-11-20T06:00:00.000Z',
  prepare: async (db) => {
    const company = (code: string) =>
      db.database.db
        .insert(companies)
        .values({ code, exchange: 'SSE', nameZh: `公司${code}`, shortNameZh: `公司${code}`, introZh: '介绍' })
        .returning({ id: companies.id });
    companyId = (await company('600001'))[0]!.id;
    otherCompanyId = (await company('600002'))[0]!.id;
    const [row] = await db.database.db
      .insert(activities)
      .values({
        kind: 'roadshow',
        companyId,
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
const { registerAndLogIn } = loginHelpers(suite.server, suite.advance, '1374444');
type User = Awaited<ReturnType<typeof registerAndLogIn>>;

const upload = (user: User, kind: 'id' | 'card') => uploadVerificationPhoto(suite.server(), user, kind);

async function member(user: User, company: number, role: string) {
  await suite.db().database.db.insert(companyMembers).values({ companyId: company, userId: user.userId, role });
}

const links = (user: User, signUpId: number) =>
  suite.server().app.inject({
    method: 'POST',
    url: '/roadshow/console/signUpImageLinks?lang=en',
    headers: { origin: TEST_ORIGIN, cookie: `ticket=${user.appToken}` },
    payload: { activityId, signUpId },
  });

const fetchLink = (url: string) => suite.server().app.inject({ method: 'GET', url });

describe("the sign-up table's form pictures", () => {
  it('gives the sponsor working five-minute links, refuses a foreign member and a made-up grant', async () => {
    const investor = await registerAndLogIn();
    const keys = { id: await upload(investor, 'id'), card: await upload(investor, 'card') };
    const signUp = await suite.server().app.inject({
      method: 'POST',
      url: '/roadshow/activity/signOrAppointment?lang=en',
      headers: { origin: TEST_ORIGIN, cookie: `ticket=${investor.appToken}` },
      payload: {
        activityId,
        source: '01',
        form: registrationForm(investor, keys),
      },
    });
    expect(signUp.statusCode).toBe(200);
    const [row] = await suite
      .db()
      .database.db.select({ id: signUps.id })
      .from(signUps)
      .where(eq(signUps.activityId, activityId));
    const signUpId = row!.id;

    const admin = await registerAndLogIn();
    await member(admin, companyId, 'admin');
    const foreign = await registerAndLogIn();
    await member(foreign, otherCompanyId, 'admin');

    const answer = await links(admin, signUpId);
    expect(answer.statusCode).toBe(200);
    const { idCardUrl, businessCardUrl, expiresAt } = answer.json().result;
    expect(idCardUrl).toContain('/identity/v2/files/private?');
    expect(businessCardUrl).toContain(encodeURIComponent(keys.card));
    expect(Date.parse(expiresAt) - suite.now().getTime()).toBe(5 * 60_000);
    const picture = await fetchLink(idCardUrl);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(400);

    // A member of another company, the investor themself and a stranger are refused.
    expect((await links(foreign, signUpId)).statusCode).toBe(403);
    expect((await links(investor, signUpId)).statusCode).toBe(403);
    // A sign-up of another activity is not reachable through this one.
    const wrong = await suite.server().app.inject({
      method: 'POST',
      url: '/roadshow/console/signUpImageLinks?lang=en',
      headers: { origin: TEST_ORIGIN, cookie: `ticket=${admin.appToken}` },
      payload: { activityId, signUpId: signUpId + 1000 },
    });
    expect(wrong.statusCode).toBe(404);

    // The identity service signs only genuine grants: a made-up one gets no link.
    const forged = await suite.server().app.inject({
      method: 'POST',
      url: '/identity/v2/files/grantedImageLinks',
      payload: { grants: [`key=${encodeURIComponent(keys.id)}&expires=9999999999&signature=${'A'.repeat(43)}`] },
    });
    expect(forged.json().result.links).toEqual([]);

    // The link expires.
    suite.advance(5 * 60_000 + 1000);
    expect((await fetchLink(idCardUrl)).statusCode).toBe(403);
    expect((await fetchLink(businessCardUrl)).statusCode).toBe(403);
  });
});
