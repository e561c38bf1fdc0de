import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, startHarness, type Harness } from './kizuna-harness.js';

describe('accounts and sign-in API', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers the health check and the public client config', async () => {
    const ok = await request(h.http).get('/api/healthcheck').expect(200);
    expect(ok.text).toBe('OK');
    const ready = await request(h.http).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok' });
    const config = await request(h.http).get('/api/config').expect(200);
    expect(config.body).toEqual({ devLogin: true, sso: false, maxUploadBytes: 150_000_000, mode: 'embedded' });
  });

  it('reports the database status to a signed-in user, store by store', async () => {
    const token = await h.login(ADMIN);
    const res = await request(h.http).get('/api/mysql_status/?lang_code=ja').set('X-Auth-Token', token).expect(200);
    expect(res.body.status).toBe(1);
    const services = ['analysis', 'auth', 'ingest', 'logs', 'projects'];
    expect(Object.keys(res.body.checks).sort()).toEqual(
      [...services.map((s) => `bus:${s}`), ...[...services, 'gateway'].map((s) => `documents:${s}`), 'objects'].sort(),
    );
    expect(Object.values(res.body.checks).every((c) => (c as { status: string }).status === 'ok')).toBe(true);
    await request(h.http).get('/api/mysql_status/').expect(401);
  });

  it('reports status 0 naming what does not answer; only admins see why', async () => {
    // A Kizuna whose logs service is not running, and one store that fails.
    const off = await startHarness({ KIZUNA_SERVICES: 'gateway,auth,projects,ingest,analysis' });
    try {
      off.kizuna.runtime.health.register('documents:broken', async () => {
        throw new Error('connection refused');
      });
      const asAdmin = await request(off.http)
        .get('/api/mysql_status/')
        .set('X-Auth-Token', await off.login(ADMIN))
        .expect(200);
      expect(asAdmin.body.status).toBe(0);
      expect(asAdmin.body.checks['documents:broken']).toEqual({ status: 'error', error: 'connection refused' });
      expect(asAdmin.body.checks['bus:logs']).toEqual({
        status: 'error',
        error: expect.stringMatching(/logs\.health\.v1/),
      });
      expect(asAdmin.body.checks['bus:auth']).toEqual({ status: 'ok' });
      expect(asAdmin.body.checks['documents:auth']).toEqual({ status: 'ok' });

      const asUser = await request(off.http)
        .get('/api/mysql_status/')
        .set('X-Auth-Token', await off.approvedUser('plain@example.com'))
        .expect(200);
      expect(asUser.body.status).toBe(0);
      expect(asUser.body.checks['documents:broken']).toEqual({ status: 'error' });
      expect(JSON.stringify(asUser.body)).not.toContain('refused');
    } finally {
      await off.close();
    }
  });

  it('signs in the bootstrapped admin with the dev login and the spec login shape', async () => {
    const res = await request(h.http)
      .post('/api/v1/auth/pseudo_authenticate_okta')
      .send({ user_email: 'Admin@Example.com' })
      .expect(200);
    expect(res.body.AuthenticationResult.AccessToken.split('.')).toHaveLength(3);
    expect(res.body.AuthenticationResult.login_user_id).toEqual(expect.any(String));
    expect(res.body.UserAttributes).toEqual({ user_email: ADMIN, user_name: 'admin', role: 1 });
    const token = res.body.AuthenticationResult.AccessToken;
    const isAdmin = await request(h.http).get('/is_admin/').set('X-Auth-Token', token).expect(200);
    expect(isAdmin.body).toEqual({ data: { is_admin: true } });
  });

  it('files an unknown address as an application and refuses it until an admin approves', async () => {
    const first = await request(h.http)
      .post('/api/v1/auth/pseudo_authenticate_okta')
      .send({ user_email: 'newcomer@example.com' })
      .expect(403);
    expect(first.body).toMatchObject({ statusCode: 403, code: 'errors.not_approved' });
    const admin = await h.login(ADMIN);
    const apps = await request(h.http)
      .post('/api/application/')
      .set('X-Auth-Token', admin)
      .send({ type: 'edit' })
      .expect(200);
    const row = apps.body.data.users.find((u: { email: string }) => u.email === 'newcomer@example.com');
    expect(row).toMatchObject({ username: 'newcomer', is_approved: false, is_admin: false, is_deleted: false });
    await request(h.http)
      .post('/api/approve/')
      .set('X-Auth-Token', admin)
      .send({ id: row.id, state: true })
      .expect(200, { status: 'success', state: true });
    const second = await request(h.http)
      .post('/api/v1/auth/pseudo_authenticate_okta')
      .send({ user_email: 'newcomer@example.com' })
      .expect(200);
    expect(second.body.UserAttributes.role).toBe(0);
    expect(second.body.AuthenticationResult.is_first_login).toBe(true);
    const third = await request(h.http)
      .post('/api/v1/auth/pseudo_authenticate_okta')
      .send({ user_email: 'newcomer@example.com' })
      .expect(200);
    expect(third.body.AuthenticationResult.is_first_login).toBe(false);
  });

  it('takes registrations, refusing a bad or taken address', async () => {
    await request(h.http)
      .post('/api/register/')
      .send({ data: { user: { username: 'Kei', email: 'kei@example.com' } }, lang_code: 'ja' })
      .expect(200, { status: 'success' });
    const taken = await request(h.http)
      .post('/api/register/')
      .send({ data: { user: { username: 'Kei 2', email: 'KEI@example.com' } } })
      .expect(409);
    expect(taken.body.code).toBe('errors.email_taken');
    const bad = await request(h.http)
      .post('/api/register/')
      .send({ data: { user: { username: 'x', email: 'not-an-email' } } })
      .expect(400);
    expect(bad.body.code).toBe('errors.email_invalid');
    const noName = await request(h.http)
      .post('/api/register/')
      .send({ data: { user: { email: 'x@example.com' } } })
      .expect(400);
    expect(noName.body).toMatchObject({ code: 'errors.bad_request', params: { field: 'username' } });
  });

  it('keeps admin routes for admins, asking the auth service afresh', async () => {
    const user = await h.approvedUser('plain@example.com');
    expect((await request(h.http).get('/is_admin/').set('X-Auth-Token', user).expect(200)).body).toEqual({
      data: { is_admin: false },
    });
    const refused = await request(h.http)
      .post('/api/application/')
      .set('X-Auth-Token', user)
      .send({ type: 'edit' })
      .expect(403);
    expect(refused.body.code).toBe('errors.forbidden');
    await request(h.http).post('/api/approve/').set('X-Auth-Token', user).send({ id: 'x', state: true }).expect(403);
    // A token that claims admin rights is not enough: the account must be an admin now, and the
    // session one the auth service opened.
    const forged = await h.kizuna.runtime.accessTokens.sign({
      userId: 'no-such-user',
      email: 'x@example.com',
      name: 'x',
      isAdmin: true,
      sessionId: 'no-such-session',
    });
    await request(h.http).post('/api/application/').set('X-Auth-Token', forged).send({ type: 'edit' }).expect(401);
  });

  it('refuses a request with no token, a bad token or an expired token', async () => {
    const none = await request(h.http).post('/api/v1/process/list_data').send({}).expect(401);
    expect(none.body).toEqual({
      statusCode: 401,
      code: 'errors.unauthorized',
      message: 'Authentication required.',
      params: {},
    });
    await request(h.http).get('/is_admin/').set('X-Auth-Token', 'a.b.c').expect(401);
    const past = new Date(Date.now() - 24 * 3600 * 1000);
    const expired = await h.kizuna.runtime.accessTokens.sign(
      { userId: 'u', email: 'a@example.com', name: 'a', isAdmin: false, sessionId: 's' },
      past,
    );
    const res = await request(h.http).get('/is_admin/').set('X-Auth-Token', expired).expect(401);
    expect(res.body.code).toBe('errors.session_expired');
  });

  it('refuses the dev login when it is switched off', async () => {
    const off = await startHarness({ DEV_LOGIN: 'false' });
    try {
      const res = await request(off.http)
        .post('/api/v1/auth/pseudo_authenticate_okta')
        .send({ user_email: ADMIN })
        .expect(403);
      expect(res.body.code).toBe('errors.forbidden');
      expect((await request(off.http).get('/api/config').expect(200)).body.devLogin).toBe(false);
    } finally {
      await off.close();
    }
  });
});
