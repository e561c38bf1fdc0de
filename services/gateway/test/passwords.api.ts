import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import request from 'supertest';
import { readOutbox } from '@kizuna/platform/mail';
import { ADMIN, startHarness, type Harness } from './kizuna-harness.js';
import { readSecurityEvents } from './read-logs.js';

/** The set-password link of the newest mail to `email`, as the user would click it. */
async function linkMailedTo(h: Harness, email: string): Promise<{ token: string; subject: string }> {
  const mails = (await readOutbox(path.join(h.dataDir, 'outbox'))).filter((m) => m.to === email);
  const last = mails.at(-1);
  const token = last?.text.match(/\/set_password\?token=([\w%-]+)/)?.[1];
  if (!last || !token) throw new Error(`no set-password link mailed to ${email}`);
  return { token: decodeURIComponent(token), subject: last.subject };
}

const login = (h: Harness, email: string, password: string) =>
  request(h.http).post('/api/v1/auth/login').send({ user_email: email, user_passwd: password });

const setPassword = (h: Harness, token: string, password: string) =>
  request(h.http).post('/api/v1/auth/set_password').send({ token, user_passwd: password });

describe('local passwords for SSO accounts, when an admin allows them (ALLOW_LOCAL_PASSWORD_FOR_SSO)', () => {
  it('lets an SSO account without a password set one', async () => {
    const h = await startHarness({ ALLOW_LOCAL_PASSWORD_FOR_SSO: 'true' });
    try {
      const token = await h.approvedUser('sora@example.com');
      await (
        await h.kizuna.runtime.documents('auth')
      )
        .collection('users')
        .updateOne(
          { email: 'sora@example.com' },
          { $set: { sso_subject: 'sora-sub', sso_issuer: 'https://idp.example' } },
        );
      await request(h.http)
        .post('/api/v1/auth/change_password')
        .set('X-Auth-Token', token)
        .send({ user_passwd: 'local-pass-42' })
        .expect(200);
      await login(h, 'sora@example.com', 'local-pass-42').expect(200);
    } finally {
      await h.close();
    }
  });
});

describe('password accounts', () => {
  let h: Harness;
  let admin: string;

  beforeAll(async () => {
    h = await startHarness({ PUBLIC_URL: 'https://kizuna.example.com/' });
    admin = await h.login(ADMIN);
  });
  afterAll(async () => {
    await h.close();
  });

  it('mails a new account its set-password link on approval; the password then signs in', async () => {
    await request(h.http)
      .post('/api/register/')
      .send({ data: { user: { username: 'hana', email: 'hana@example.com' } }, lang_code: 'en' })
      .expect(200);
    const apps = await request(h.http).post('/api/application/').set('X-Auth-Token', admin).send({ type: 'edit' });
    const id = (apps.body.data.users as Array<{ id: string; email: string }>).find(
      (u) => u.email === 'hana@example.com',
    )!.id;
    // Before approval and before a password, the same answer as a wrong password.
    expect((await login(h, 'hana@example.com', 'whatever-1')).body.code).toBe('errors.usernotfound');
    await request(h.http).post('/api/approve/').set('X-Auth-Token', admin).send({ id, state: true }).expect(200);

    const mails = await readOutbox(path.join(h.dataDir, 'outbox'));
    const mail = mails.find((m) => m.to === 'hana@example.com')!;
    expect(mail.text).toContain('https://kizuna.example.com/set_password?token=');
    const { token } = await linkMailedTo(h, 'hana@example.com');
    const weak = await setPassword(h, token, 'abc');
    expect([weak.status, weak.body.code, weak.body.params]).toEqual([
      400,
      'errors.password_length',
      { min: '4', max: '200' },
    ]);
    expect((await setPassword(h, token, 'password')).body.code).toBe('errors.password_common');
    // A refused password does not use up the link.
    await setPassword(h, token, 'sakura-tree-42').expect(200);
    const again = await setPassword(h, token, 'another-tree-42');
    expect([again.status, again.body.code]).toEqual([400, 'errors.password_link_invalid']);

    const signedIn = await login(h, 'HANA@example.com', 'sakura-tree-42').expect(200);
    expect(signedIn.body.UserAttributes).toEqual({ user_email: 'hana@example.com', user_name: 'hana', role: 0 });
    const wrong = await login(h, 'hana@example.com', 'sakura-tree-43');
    expect([wrong.status, wrong.body.code]).toEqual([400, 'errors.usernotfound']);
    const nobody = await login(h, 'nobody@example.com', 'sakura-tree-42');
    expect([nobody.status, nobody.body.code]).toEqual([400, 'errors.usernotfound']);
  });

  it('resets a forgotten password by a link that works once, and ends the old sessions', async () => {
    const before = await login(h, 'hana@example.com', 'sakura-tree-42').expect(200);
    const oldToken = before.body.AuthenticationResult.AccessToken as string;
    await request(h.http)
      .post('/api/v1/auth/reset_passwd')
      .send({ email: 'hana@example.com', lang_code: 'ja' })
      .expect(200);
    const { token, subject } = await linkMailedTo(h, 'hana@example.com');
    expect(subject).toContain('パスワード');
    // Unknown addresses get the same answer, and no mail.
    await request(h.http)
      .post('/api/v1/auth/reset_passwd')
      .send({ email: 'ghost@example.com', lang_code: 'ja' })
      .expect(200);
    expect((await readOutbox(path.join(h.dataDir, 'outbox'))).some((m) => m.to === 'ghost@example.com')).toBe(false);

    await setPassword(h, token, 'maple-leaf-77').expect(200);
    expect(
      (await request(h.http).post('/api/v1/process/list_data').set('X-Auth-Token', oldToken).send({})).status,
    ).toBe(401);
    expect((await login(h, 'hana@example.com', 'sakura-tree-42')).status).toBe(400);
    await login(h, 'hana@example.com', 'maple-leaf-77').expect(200);
    expect((await setPassword(h, token, 'third-try-99')).body.code).toBe('errors.password_link_invalid');
  });

  it('refuses a reset link after it expired', async () => {
    await request(h.http).post('/api/v1/auth/reset_passwd').send({ email: 'hana@example.com' }).expect(200);
    const { token } = await linkMailedTo(h, 'hana@example.com');
    // Half an hour and a minute pass on the application's clock (sessions idle out with it, so
    // the admin signs in again for the tests after this one).
    h.clock.advance(31 * 60_000);
    admin = await h.login(ADMIN);
    const late = await setPassword(h, token, 'too-late-55');
    expect([late.status, late.body.code]).toEqual([400, 'errors.password_link_invalid']);
  });

  it('changes the signed-in user’s own password and keeps that session only', async () => {
    const here = (await login(h, 'hana@example.com', 'maple-leaf-77')).body.AuthenticationResult.AccessToken as string;
    const elsewhere = (await login(h, 'hana@example.com', 'maple-leaf-77')).body.AuthenticationResult
      .AccessToken as string;
    const notMine = await request(h.http)
      .post('/api/v1/auth/change_password')
      .set('X-Auth-Token', here)
      .send({ user_email: ADMIN, user_passwd: 'taken-over-1' });
    expect(notMine.status).toBe(403);
    await request(h.http)
      .post('/api/v1/auth/change_password')
      .set('X-Auth-Token', here)
      .send({ user_email: 'hana@example.com', user_passwd: 'birch-bark-31', current_passwd: 'maple-leaf-77' })
      .expect(200);
    await request(h.http).post('/api/v1/process/list_data').set('X-Auth-Token', here).send({}).expect(200);
    expect(
      (await request(h.http).post('/api/v1/process/list_data').set('X-Auth-Token', elsewhere).send({})).status,
    ).toBe(401);
    await login(h, 'hana@example.com', 'birch-bark-31').expect(200);
  });

  it('asks for the current password: a stolen session alone cannot change it', async () => {
    const stolen = (await login(h, 'hana@example.com', 'birch-bark-31')).body.AuthenticationResult
      .AccessToken as string;
    const victim = (await login(h, 'hana@example.com', 'birch-bark-31')).body.AuthenticationResult
      .AccessToken as string;
    for (const current_passwd of [undefined, '', 'birch-bark-32', 'x'.repeat(1001)]) {
      const res = await request(h.http)
        .post('/api/v1/auth/change_password')
        .set('X-Auth-Token', stolen)
        .send({ user_email: 'hana@example.com', user_passwd: 'taken-over-12', current_passwd });
      expect([res.status, res.body.code]).toEqual([
        400,
        current_passwd?.length === 1001 ? 'errors.bad_request' : 'errors.current_password_wrong',
      ]);
    }
    // Nothing changed: the old password signs in, the new one does not, the victim's session goes on.
    await login(h, 'hana@example.com', 'birch-bark-31').expect(200);
    expect((await login(h, 'hana@example.com', 'taken-over-12')).status).toBe(400);
    await request(h.http).post('/api/v1/process/list_data').set('X-Auth-Token', victim).send({}).expect(200);
    const events = await readSecurityEvents(h);
    expect(events).toContainEqual(
      expect.objectContaining({
        user_email: 'hana@example.com',
        detail: 'change_password:errors.current_password_wrong',
      }),
    );
  });

  it('gives an account that signs in by SSO no local password: change refused, reset mails "sign in with SSO"', async () => {
    await request(h.http)
      .post('/api/register/')
      .send({ data: { user: { username: 'ren', email: 'ren@example.com' } }, lang_code: 'en' })
      .expect(200);
    const users = (await h.kizuna.runtime.documents('auth')).collection<{
      _id: string;
      email: string;
      is_approved: boolean;
    }>('users');
    const apps = await request(h.http).post('/api/application/').set('X-Auth-Token', admin).send({ type: 'edit' });
    const id = (apps.body.data.users as Array<{ id: string; email: string }>).find(
      (u) => u.email === 'ren@example.com',
    )!.id;
    await request(h.http).post('/api/approve/').set('X-Auth-Token', admin).send({ id, state: true }).expect(200);
    const { token: setupLink } = await linkMailedTo(h, 'ren@example.com');
    // Ren then signs in by SSO (as sso.api.ts walks it), which links the provider's identity.
    await users.updateOne(
      { email: 'ren@example.com' },
      { $set: { sso_subject: 'ren-sub', sso_issuer: 'https://idp.example' } },
    );
    const session = await h.login('ren@example.com');

    const change = await request(h.http)
      .post('/api/v1/auth/change_password')
      .set('X-Auth-Token', session)
      .send({ user_passwd: 'local-pass-42' });
    expect([change.status, change.body.code]).toEqual([403, 'errors.sso_only_account']);
    // The approval's set-password link, mailed before the first SSO sign-in, no longer adds one.
    const viaLink = await setPassword(h, setupLink, 'local-pass-42');
    expect([viaLink.status, viaLink.body.code]).toEqual([403, 'errors.sso_only_account']);

    const mailsBefore = (await readOutbox(path.join(h.dataDir, 'outbox'))).length;
    await request(h.http)
      .post('/api/v1/auth/reset_passwd')
      .send({ email: 'ren@example.com', lang_code: 'en' })
      .expect(200, { status: 'success' });
    const mails = await readOutbox(path.join(h.dataDir, 'outbox'));
    expect(mails.length).toBe(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect([mail.to, mail.subject]).toEqual(['ren@example.com', 'Kizuna: sign in with single sign-on']);
    expect(mail.text).toContain('https://kizuna.example.com/login');
    expect(mail.text).not.toContain('set_password');
    expect((await login(h, 'ren@example.com', 'local-pass-42')).status).toBe(400);
  });

  it('files a restore request for a deleted account without telling who has one', async () => {
    for (const email of ['hana@example.com', 'ghost@example.com'])
      await request(h.http).post('/api/restore_request/').send({ email, lang_code: 'en' }).expect(200);
    const bad = await request(h.http).post('/api/restore_request/').send({ email: 'not an address' });
    expect([bad.status, bad.body.code]).toEqual([400, 'errors.email_invalid']);
  });
});
