import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { identityVerifications } from '@roadshow/db/schema';
import { DEMO_OPERATOR, ensureOperator } from '../src/services/accounts/ensure-operator.ts';
import { useIdentityServer } from './support/identity-server.ts';
import { loginHelpers } from './support/login-helpers.ts';

const suite = useIdentityServer({
  start: '2026-11-20T06:00:00.000Z',
  prepare: (identity, now) => ensureOperator(identity.repos, now),
});
const advance = suite.advance;
const { registerAndLogIn, identityLogin, postForm, appTokenFor } = loginHelpers(suite.server, advance);

const photo = () =>
  sharp({ create: { width: 600, height: 360, channels: 3, background: '#2588ef' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'SecretCam' } } })
    .toBuffer();

async function upload(appToken: string, bytes: Buffer, kind: 'card' | 'id' = 'card', type = 'image/jpeg') {
  return suite.server().app.inject({
    method: 'POST',
    url: `/identity/v2/user/uploadVerificationImage?kind=${kind}&lang=en`,
    headers: { tgt: appToken, 'content-type': type },
    payload: bytes,
  });
}

const call = (appToken: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  suite.server().app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}lang=en`,
    headers: { tgt: appToken },
    payload,
  });

const CARD = { name: 'Li Ming', email: 'li.ming@fund.example', company: 'Evergreen Fund', position: 'Analyst' };

/** A resident ID number with a correct check character. */
function residentId(body17: string) {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, w, i) => total + w * Number(body17[i]), 0);
  return body17 + '10X98765432'[sum % 11];
}

describe('business-card verification', () => {
  it('goes from unverified to verifying, and the header badge follows', async () => {
    const user = await registerAndLogIn();
    const before = await call(user.appToken, 'GET', '/identity/v2/user/getBusinessInfoByUserId');
    expect(before.json().result.status).toBe('unverified');

    const uploaded = await upload(user.appToken, await photo());
    expect(uploaded.statusCode).toBe(200);
    const { imageKey } = uploaded.json().result;
    const sent = await call(user.appToken, 'POST', '/identity/v2/user/verifyBusinessCardAndSave', {
      ...CARD,
      imageKey,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().result).toMatchObject({ status: 'verifying', name: 'Li Ming' });

    const me = await suite
      .server()
      .app.inject({ url: '/identity/v2/user/getUserInfo', headers: { tgt: user.appToken } });
    expect(me.json().result.cardStatus).toBe('verifying');
    const again = await call(user.appToken, 'POST', '/identity/v2/user/verifyBusinessCardAndSave', {
      ...CARD,
      imageKey,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMsg).toBe('Your verification is under review');
  });

  it('requires name, e-mail, company and position, with a valid e-mail', async () => {
    const user = await registerAndLogIn();
    const { imageKey } = (await upload(user.appToken, await photo())).json().result;
    const missing = await call(user.appToken, 'POST', '/identity/v2/user/verifyBusinessCardAndSave', {
      name: ' ',
      email: 'not-an-email',
      company: '',
      position: 'Analyst',
      imageKey,
    });
    expect(missing.statusCode).toBe(400);
    const paths = missing.json().fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.email', 'body.company']));
  });

  it('keeps each user to their own photos and records', async () => {
    const alice = await registerAndLogIn();
    const bob = await registerAndLogIn();
    const { imageKey } = (await upload(alice.appToken, await photo())).json().result;
    const stolen = await call(bob.appToken, 'POST', '/identity/v2/user/verifyBusinessCardAndSave', {
      ...CARD,
      imageKey,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errorCode).toBe('IMAGE_REQUIRED');
    const peek = await call(bob.appToken, 'GET', `/identity/v2/user/getBusinessInfoByUserId?userId=${alice.userId}`);
    expect(peek.statusCode).toBe(403);
    const forged = await call('AT-forged', 'GET', '/identity/v2/user/getBusinessInfoByUserId');
    expect(forged.statusCode).toBe(401);
  });

  it('refuses what is not a picture or is too large, from the bytes', async () => {
    const user = await registerAndLogIn();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const bytes of [svg, html]) {
      const refused = await upload(user.appToken, bytes);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().errorMsg).toContain('Wrong file type');
    }
    const noise = Buffer.alloc(6 * 1024 * 1024, 7);
    expect((await upload(user.appToken, noise)).statusCode).toBe(413);
  });

  it('serves the photo only through a signed link that expires, logs every read, and strips metadata', async () => {
    const user = await registerAndLogIn();
    const { imageKey } = (await upload(user.appToken, await photo())).json().result;
    await call(user.appToken, 'POST', '/identity/v2/user/verifyBusinessCardAndSave', { ...CARD, imageKey });
    const view = (await call(user.appToken, 'GET', '/identity/v2/user/getBusinessInfoByUserId')).json().result;
    const image = await suite.server().app.inject({ url: view.imageUrl, headers: { tgt: user.appToken } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
    const reads = await suite.server().identity.repos.verifications.fileReads(imageKey);
    expect(reads).toHaveLength(1);
    expect(reads[0]?.readerUserId).toBe(Number(user.userId));

    const tampered = view.imageUrl.replace(/signature=[^&]+/, 'signature=' + 'A'.repeat(43));
    expect((await suite.server().app.inject({ url: tampered })).statusCode).toBe(403);
    advance(5 * 60_000 + 1000);
    expect((await suite.server().app.inject({ url: view.imageUrl })).statusCode).toBe(403);
  });
});

describe('identity-document verification', () => {
  it('checks the number for its type, stores it encrypted and shows it masked', async () => {
    const user = await registerAndLogIn();
    const { imageKey } = (await upload(user.appToken, await photo(), 'id')).json().result;
    const wrong = await call(user.appToken, 'POST', '/identity/v2/user/saveIdentityCardInfo', {
      realName: '李明',
      documentType: 0,
      documentNumber: '110101199003071234',
      imageKey,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMsg).toBe('The certificate number is in the wrong format');

    const number = residentId('11010119900307123');
    const saved = await call(user.appToken, 'POST', '/identity/v2/user/saveIdentityCardInfo', {
      realName: '李明',
      documentType: 0,
      documentNumber: number,
      imageKey,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.documentNumberMasked).toBe(`**************${number.slice(-4)}`);
    const rows = await suite.db().database.db.select().from(identityVerifications);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(number);
    expect(stored).not.toContain(number.slice(0, 14));
  });
});

describe('operator review', () => {
  async function submitCard() {
    const user = await registerAndLogIn();
    const { imageKey } = (await upload(user.appToken, await photo())).json().result;
    const sent = await call(user.appToken, 'POST', '/identity/v2/user/verifyBusinessCardAndSave', {
      ...CARD,
      imageKey,
    });
    const [pending] = await suite
      .server()
      .identity.repos.verifications.pending(100)
      .then((rows) => rows.filter((r) => String(r.verification.userId) === user.userId));
    expect(sent.statusCode).toBe(200);
    return { user, id: pending!.verification.id };
  }

  it('approves a card: the user is verified', async () => {
    const { user, id } = await submitCard();
    const operator = await identityLogin(DEMO_OPERATOR.phone, DEMO_OPERATOR.password);
    const queue = await suite.server().app.inject({
      url: '/identity/admin/verifications?lang=en',
      headers: { cookie: operator },
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.body).toContain(`Business card #${id}`);
    const approved = await postForm(
      `/identity/admin/verifications/${id}?lang=en`,
      { decision: 'approve' },
      { cookie: operator },
    );
    expect(approved.statusCode).toBe(200);
    const me = await suite
      .server()
      .app.inject({ url: '/identity/v2/user/getUserInfo', headers: { tgt: user.appToken } });
    expect(me.json().result.cardStatus).toBe('verified');
    const twice = await postForm(
      `/identity/admin/verifications/${id}?lang=en`,
      { decision: 'reject', reason: 'x' },
      { cookie: operator },
    );
    expect(twice.statusCode).toBe(409);
  });

  it('rejects only with a reason, which the user then reads, and lets them send again', async () => {
    const { user, id } = await submitCard();
    const operator = await identityLogin(DEMO_OPERATOR.phone, DEMO_OPERATOR.password);
    const bare = await postForm(
      `/identity/admin/verifications/${id}?lang=en`,
      { decision: 'reject' },
      { cookie: operator },
    );
    expect(bare.statusCode).toBe(400);
    await postForm(
      `/identity/admin/verifications/${id}?lang=en`,
      { decision: 'reject', reason: 'The photo is blurred' },
      { cookie: operator },
    );
    const view = (await call(user.appToken, 'GET', '/identity/v2/user/getBusinessInfoByUserId')).json().result;
    expect(view).toMatchObject({ status: 'failed', reason: 'The photo is blurred' });
    const { imageKey } = (await upload(user.appToken, await photo())).json().result;
    const again = await call(user.appToken, 'POST', '/identity/v2/user/verifyBusinessCardAndSave', {
      ...CARD,
      imageKey,
    });
    expect(again.json().result.status).toBe('verifying');
  });

  it('is closed to everyone else', async () => {
    const user = await registerAndLogIn();
    const page = await suite.server().app.inject({
      url: '/identity/admin/verifications?lang=en',
      headers: { cookie: user.sessionCookie },
    });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('Only platform operators can open this page');
    const visitor = await suite.server().app.inject({ url: '/identity/admin/verifications?lang=en' });
    expect(visitor.statusCode).toBe(303);
    const decide = await postForm(
      '/identity/admin/verifications/1?lang=en',
      { decision: 'approve' },
      { cookie: user.sessionCookie },
    );
    expect(decide.statusCode).toBe(403);
  });
});

describe('member calls', () => {
  it('tell a user their own type and states, and operators anyone, but not others', async () => {
    const alice = await registerAndLogIn();
    const bob = await registerAndLogIn();
    const own = await call(alice.appToken, 'POST', '/identity/v2/user/getUserTypeInfo', { phone: alice.phone });
    expect(own.json().result).toMatchObject({ userId: alice.userId, userType: 'investor', cardStatus: 'unverified' });
    const other = await call(bob.appToken, 'POST', '/identity/v2/user/getUserTypeInfo', { userId: alice.userId });
    expect(other.statusCode).toBe(404);
    const both = await call(bob.appToken, 'POST', '/identity/v2/user/getUserTypeInfo', {
      userId: '1',
      phone: bob.phone,
    });
    expect(both.statusCode).toBe(400);

    const operator = await appTokenFor(DEMO_OPERATOR.phone, DEMO_OPERATOR.password);
    const asked = await call(operator, 'POST', '/identity/v2/user/getUserTypeInfo', { userId: alice.userId });
    expect(asked.json().result).toMatchObject({ userId: alice.userId, userType: 'investor' });
  });

  it('check a verify code sent to the own phone once', async () => {
    const user = await registerAndLogIn();
    advance(61 * 60_000);
    expect((await call(user.appToken, 'POST', '/identity/v2/user/identityVerifyCode')).statusCode).toBe(200);
    const [message] = await suite.server().identity.repos.sms.outbox(1, user.phone);
    const code = message!.body.match(/\d{6}/)![0];
    expect((await call(user.appToken, 'POST', '/identity/v2/user/checkVerifyCode', { code })).statusCode).toBe(200);
    expect((await call(user.appToken, 'POST', '/identity/v2/user/checkVerifyCode', { code })).statusCode).toBe(400);
  });

  it('report what an app still needs on first start', async () => {
    const user = await registerAndLogIn();
    const init = await call(user.appToken, 'POST', '/identity/v2/user/memberInfoInit');
    expect(init.json().result).toMatchObject({
      hasPassword: true,
      cardStatus: 'unverified',
      identityStatus: 'unverified',
    });
    expect(init.json().result.user.userId).toBe(user.userId);
  });

  it('give a temp URL of the own photo only, and show a person’s company only once verified', async () => {
    const user = await registerAndLogIn();
    const viewer = await registerAndLogIn();
    expect((await call(user.appToken, 'GET', '/identity/v2/user/getBusinessCardTempUrl')).statusCode).toBe(404);
    const { imageKey } = (await upload(user.appToken, await photo())).json().result;
    await call(user.appToken, 'POST', '/identity/v2/user/verifyBusinessCardAndSave', { ...CARD, imageKey });
    const temp = (await call(user.appToken, 'GET', '/identity/v2/user/getBusinessCardTempUrl')).json().result;
    expect((await suite.server().app.inject({ url: temp.url })).statusCode).toBe(200);

    const person = await call(
      viewer.appToken,
      'GET',
      `/identity/v2/user/getBusinessInfoPersonByUserId?userId=${user.userId}`,
    );
    expect(person.json().result).toMatchObject({ verified: false, company: '' });
    const [pending] = (await suite.server().identity.repos.verifications.pending(100)).filter(
      (r) => String(r.verification.userId) === user.userId,
    );
    const operatorCookie = await identityLogin(DEMO_OPERATOR.phone, DEMO_OPERATOR.password);
    await postForm(
      `/identity/admin/verifications/${pending!.verification.id}?lang=en`,
      { decision: 'approve' },
      { cookie: operatorCookie },
    );
    const after = await call(
      viewer.appToken,
      'GET',
      `/identity/v2/user/getBusinessInfoPersonByUserId?userId=${user.userId}`,
    );
    expect(after.json().result).toMatchObject({ verified: true, company: 'Evergreen Fund', position: 'Analyst' });
  });
});
