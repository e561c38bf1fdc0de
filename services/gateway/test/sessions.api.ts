import { SecurityEventKind } from '@kizuna/proto/rules';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import request from 'supertest';
import { readOutbox } from '@kizuna/platform/mail';
import { ADMIN, startHarness, type Harness } from './kizuna-harness.js';
import { readSecurityEvents } from './read-logs.js';

/** Signs in with the dev login; answers the token and the account id. */
async function signIn(h: Harness, email: string): Promise<{ token: string; id: string }> {
  const res = await request(h.http)
    .post('/api/v1/auth/pseudo_authenticate_okta')
    .send({ user_email: email })
    .expect(200);
  return { token: res.body.AuthenticationResult.AccessToken, id: res.body.AuthenticationResult.login_user_id };
}

const listData = (h: Harness, token: string) =>
  request(h.http).post('/api/v1/process/list_data').set('X-Auth-Token', token).send({});

describe('sessions that can be revoked', () => {
  let h: Harness;
  let admin: string;

  beforeAll(async () => {
    h = await startHarness({ ADMIN_EMAILS: `${ADMIN},boss@example.com` });
    admin = await h.login(ADMIN);
  });
  afterAll(async () => {
    await h.close();
  });

  it('signs out on the server: the token is refused afterwards, other sessions go on', async () => {
    const first = await h.approvedUser('leaver@example.com');
    const second = await h.login('leaver@example.com');
    await request(h.http).post('/api/v1/auth/logout').set('X-Auth-Token', first).expect(200);
    const after = await listData(h, first);
    expect([after.status, after.body.code]).toEqual([401, 'errors.unauthorized']);
    await listData(h, second).expect(200);
  });

  it('ends every session of an account an admin un-approves, at the next request', async () => {
    await h.approvedUser('revoked@example.com');
    const { token, id } = await signIn(h, 'revoked@example.com');
    await listData(h, token).expect(200);
    await request(h.http).post('/api/approve/').set('X-Auth-Token', admin).send({ id, state: false }).expect(200);
    const refused = await listData(h, token);
    expect([refused.status, refused.body.code]).toEqual([401, 'errors.unauthorized']);
    // Approved again, the account must sign in anew: the old token stays dead.
    await request(h.http).post('/api/approve/').set('X-Auth-Token', admin).send({ id, state: true }).expect(200);
    expect((await listData(h, token)).status).toBe(401);
    await listData(h, (await signIn(h, 'revoked@example.com')).token).expect(200);
  });

  it('takes admin rights from the account: an un-approved admin loses admin routes at once', async () => {
    const boss = await signIn(h, 'boss@example.com');
    await request(h.http).post('/api/application/').set('X-Auth-Token', boss.token).send({ type: 'edit' }).expect(200);
    await request(h.http)
      .post('/api/approve/')
      .set('X-Auth-Token', admin)
      .send({ id: boss.id, state: false })
      .expect(200);
    const refused = await request(h.http)
      .post('/api/application/')
      .set('X-Auth-Token', boss.token)
      .send({ type: 'edit' });
    expect(refused.status).toBe(401);
  });

  it('sends the security headers on every answer, and no-store on the API', async () => {
    for (const res of [
      await request(h.http).get('/api/healthcheck'),
      await listData(h, admin),
      await request(h.http).post('/api/v1/process/list_data').send({}),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('abuse limits', () => {
  let h: Harness;

  beforeAll(async () => {
    // The defaults: 20 attempts a minute; a small application cap to reach it quickly.
    h = await startHarness({ RATE_LIMIT_PER_MINUTE: '20', MAX_PENDING_APPLICATIONS: '4' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers the 21st sign-in attempt of a minute with 429 and a message in both languages', async () => {
    const attempt = (email: string) =>
      request(h.http).post('/api/v1/auth/pseudo_authenticate_okta').send({ user_email: email });
    for (let i = 0; i < 20; i++) expect((await attempt(i % 2 ? ADMIN : 'nobody@example.com')).status).not.toBe(429);
    const refused = await attempt(ADMIN);
    expect([refused.status, refused.body.code]).toEqual([429, 'errors.too_many_requests']);
    await request(h.http).post('/api/v1/auth/pseudo_authenticate_okta').send({ user_email: ADMIN }).expect(429);
    // The refusal is a security event, once per window however many attempts follow.
    await h.kizuna.runtime.broker.drain();
    const throttled = await readSecurityEvents(h, SecurityEventKind.SIGN_IN_THROTTLED);
    expect(throttled).toEqual([
      expect.objectContaining({ detail: 'sign-in', client_address: expect.stringMatching(/127\.0\.0\.1$/) }),
    ]);
    // Applications count apart from sign-ins.
    const applied = await request(h.http)
      .post('/api/register/')
      .send({ data: { user: { username: 'one', email: 'one@example.com' } } });
    expect(applied.status).toBe(200);
  });

  it('refuses new applications once the cap of pending ones is reached', async () => {
    // nobody@ (filed by its sign-in attempt) and one@ are pending already.
    for (const name of ['two', 'three'])
      await request(h.http)
        .post('/api/register/')
        .send({ data: { user: { username: name, email: `${name}@example.com` } } })
        .expect(200);
    const refused = await request(h.http)
      .post('/api/register/')
      .send({ data: { user: { username: 'four', email: 'four@example.com' } } });
    expect([refused.status, refused.body.code]).toEqual([429, 'errors.too_many_applications']);
  });
});

describe('abuse limits per e-mail address', () => {
  let h: Harness;

  beforeAll(async () => {
    // Behind a proxy on loopback, so each request can come from its own client address.
    h = await startHarness({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('counts the attempts on one address across client addresses and the routes of a group', async () => {
    const from = (address: string, path: string, body: object) =>
      request(h.http).post(path).set('X-Forwarded-For', address).send(body);
    const devLogin = '/api/v1/auth/pseudo_authenticate_okta';
    const passwordLogin = '/api/v1/auth/login';
    const allowed = [
      await from('10.0.0.1', devLogin, { user_email: 'victim@example.com' }),
      await from('10.0.0.2', devLogin, { user_email: 'victim@example.com' }),
      await from('10.0.0.3', devLogin, { user_email: 'Victim@Example.com' }),
    ];
    expect(allowed.map((res) => res.status)).not.toContain(429);
    const refused = await from('10.0.0.4', devLogin, { user_email: 'victim@example.com' });
    expect([refused.status, refused.body.code]).toEqual([429, 'errors.too_many_requests']);
    // Password sign-in is not counted per address here (see the backoff below): the owner still gets in.
    expect(
      (await from('10.0.0.2', passwordLogin, { user_email: 'victim@example.com', user_passwd: 'guess-one' })).status,
    ).toBe(400);
    // Another address from the same client, and another group for the same address, count apart.
    expect((await from('10.0.0.4', devLogin, { user_email: 'other@example.com' })).status).not.toBe(429);
    expect((await from('10.0.0.5', '/api/v1/auth/reset_passwd', { email: 'victim@example.com' })).status).not.toBe(429);
  });
});

describe('password guessing backs off without locking the owner out', () => {
  let h: Harness;
  const VICTIM = 'victim@example.com';
  const PASSWORD = 'owner-knows-this-7';

  beforeAll(async () => {
    // The default limit per client address, behind a proxy on loopback: each request picks its address.
    h = await startHarness({ RATE_LIMIT_PER_MINUTE: '20', TRUST_PROXY: 'loopback' });
    await h.approvedUser(VICTIM);
    const mail = (await readOutbox(path.join(h.dataDir, 'outbox'))).filter((m) => m.to === VICTIM).at(-1);
    const token = decodeURIComponent(mail?.text.match(/\/set_password\?token=([\w%-]+)/)?.[1] ?? '');
    await request(h.http).post('/api/v1/auth/set_password').send({ token, user_passwd: PASSWORD }).expect(200);
  });
  afterAll(async () => {
    await h.close();
  });

  const signIn = (address: string, password: string) =>
    request(h.http)
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', address)
      .send({ user_email: VICTIM, user_passwd: password });

  it('makes the guessing address wait, then every unknown address, but never the owner’s own', async () => {
    // The owner signs in from home once: that address is theirs.
    await signIn('10.0.0.9', PASSWORD).expect(200);

    // Five wrong guesses from one address; the sixth attempt waits, even with the right password.
    for (let i = 0; i < 5; i++) expect((await signIn('10.6.6.6', `guess-${i}`)).body.code).toBe('errors.usernotfound');
    const waiting = await signIn('10.6.6.6', PASSWORD);
    expect([waiting.status, waiting.body.code]).toEqual([429, 'errors.sign_in_wait']);
    expect(Number(waiting.body.params.seconds)).toBeGreaterThan(0);
    expect(Number(waiting.body.params.seconds)).toBeLessThanOrEqual(30);

    // Guesses spread over many addresses (20 attempts in all within a minute): after ten failures on
    // the account, every address it never signed in from waits...
    const spread = [];
    for (let i = 0; i < 15; i++) spread.push((await signIn(`10.8.0.${i}`, `spread-${i}`)).body.code);
    expect(spread).toEqual([...Array(5).fill('errors.usernotfound'), ...Array(10).fill('errors.sign_in_wait')]);
    const stranger = await signIn('10.7.7.7', PASSWORD);
    expect([stranger.status, stranger.body.code]).toEqual([429, 'errors.sign_in_wait']);
    // ...but the owner at their own address signs in at once.
    await signIn('10.0.0.9', PASSWORD).expect(200);

    // The counts are kept in the auth service's document store (MongoDB in the distributed mode),
    // so every replica sees them.
    const counters = (await h.kizuna.runtime.documents('auth')).collection<{ _id: string; failures: number }>(
      'sign_in_failures',
    );
    expect((await counters.findOne({ _id: `account:${VICTIM}` }))?.failures).toBe(10);
    // Each wait that began is one security event (the guessing address's, the account's), not one per refusal.
    const throttled = await readSecurityEvents(h, SecurityEventKind.SIGN_IN_THROTTLED);
    expect(throttled.map((e) => [e.user_email, e.client_address.replace(/^::ffff:/, ''), e.detail]).sort()).toEqual([
      [VICTIM, '10.6.6.6', 'password-backoff'],
      [VICTIM, '10.8.0.4', 'password-backoff'],
    ]);

    // A wait, not a lock: once it has passed, the address may try again.
    h.clock.advance(20 * 60_000);
    await signIn('10.6.6.6', PASSWORD).expect(200);
  });
});

describe('session lifetimes', () => {
  let h: Harness;
  beforeAll(async () => {
    // SESSION_IDLE_MINUTES is left at its default: 30 minutes (ASVS L2).
    h = await startHarness({ AUTH_TOKEN_TTL_MINUTES: '60', AUTH_CACHE_SECONDS: '0' });
  });
  afterAll(async () => {
    await h.close();
  });

  const listWith = (token: string) =>
    request(h.http).post('/api/v1/process/list_data').set('X-Auth-Token', token).send({});

  it('ends a session left unused longer than SESSION_IDLE_MINUTES (default 30 minutes)', async () => {
    const token = await h.login(ADMIN);
    await listWith(token).expect(200);
    h.clock.advance(29 * 60_000);
    await listWith(token).expect(200);
    // Thirty minutes and a half after that use, and still within the token's hour: idle, not old.
    h.clock.advance(30.5 * 60_000);
    const idle = await listWith(token);
    expect([idle.status, idle.body.code]).toEqual([401, 'errors.session_expired']);
  });

  it('ends a session older than its absolute lifetime, however busy', async () => {
    const token = await h.login(ADMIN);
    // Used every 20 minutes, so never idle for 30.
    for (const minutes of [20, 20, 19]) {
      h.clock.advance(minutes * 60_000);
      await listWith(token).expect(200);
    }
    h.clock.advance(2 * 60_000);
    const old = await listWith(token);
    expect([old.status, old.body.code]).toEqual([401, 'errors.session_expired']);
  });
});
