import { SecurityEventKind } from '@kizuna/proto/rules';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, startHarness, type Harness } from './kizuna-harness.js';
import { readSecurityEvents } from './read-logs.js';

interface Row {
  login_user_id: string;
  user_name: string;
  user_email: string;
  supplier_code: string;
  role: number;
  restore_requested_at: string;
}

describe('user administration', () => {
  let h: Harness;
  let admin: string;
  let adminId: string;

  const post = (token: string, path: string, body: object) =>
    request(h.http).post(path).set('X-Auth-Token', token).send(body);
  const list = async (tab: string, extra: object = {}) => {
    const res = await post(admin, '/api/v1/auth/list_users', { tab, max_count: 25, page: 0, ...extra }).expect(200);
    return res.body as { UsersResult: Row[]; stats: { count_total: number } };
  };
  const idOf = async (email: string, tab = 'users') =>
    (await list(tab, { search: email })).UsersResult.find((r) => r.user_email === email)!.login_user_id;
  const apply = (name: string) =>
    request(h.http)
      .post('/api/register/')
      .send({ data: { user: { username: name, email: `${name}@example.com` } } })
      .expect(200);

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login(ADMIN);
    adminId = await idOf(ADMIN);
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists applicants, approves one, and lists them among users (type active and edit too)', async () => {
    for (const name of ['carol', 'alice', 'bob']) await apply(name);
    const applicants = await list('applicants', { sort_key: 1 });
    expect(applicants.UsersResult.map((r) => r.user_name)).toEqual(['alice', 'bob', 'carol']);
    expect(applicants.stats.count_total).toBe(3);
    const active = await post(admin, '/api/application/', { type: 'active' }).expect(200);
    expect(active.body.data.users).toHaveLength(3);
    const edit = await post(admin, '/api/application/', { type: 'edit' }).expect(200);
    expect((edit.body.data.users as Row[]).length).toBe(4);

    for (const r of applicants.UsersResult) {
      const res = await post(admin, '/api/approve/', { id: r.login_user_id, state: true }).expect(200);
      expect(res.body.state).toBe(true);
    }
    expect((await list('applicants')).stats.count_total).toBe(0);
    const users = await list('users', { sort_key: 2, is_ascending: false });
    expect(users.UsersResult.map((r) => r.user_email)).toEqual([
      'carol@example.com',
      'bob@example.com',
      'alice@example.com',
      ADMIN,
    ]);
    expect(users.UsersResult.find((r) => r.user_email === ADMIN)?.role).toBe(1);
  });

  it('searches and pages', async () => {
    const found = await list('users', { search: 'BO' });
    expect(found.UsersResult.map((r) => r.user_name)).toEqual(['bob']);
    for (let i = 0; i < 26; i++) await apply(`many${String(i).padStart(2, '0')}`);
    const first = await list('applicants', { sort_key: 1 });
    const second = await list('applicants', { sort_key: 1, page: 1 });
    expect([first.UsersResult.length, second.UsersResult.length, first.stats.count_total]).toEqual([25, 1, 26]);
    expect(second.UsersResult[0].user_name).toBe('many25');
  });

  it('makes an admin at once and takes it away again, ending the demoted account’s sessions', async () => {
    const bobId = await idOf('bob@example.com');
    const bob = await h.login('bob@example.com');
    expect((await post(admin, '/api/admin/', { id: bobId, state: true }).expect(200)).body.state).toBe(true);
    // Rights come from the account: the session bob already has is an admin's now.
    expect((await request(h.http).get('/is_admin/').set('X-Auth-Token', bob).expect(200)).body.data.is_admin).toBe(
      true,
    );
    expect((await post(admin, '/api/admin/', { id: bobId, state: false }).expect(200)).body.state).toBe(false);
    expect((await request(h.http).get('/is_admin/').set('X-Auth-Token', bob)).status).toBe(401);
    const bobUser = await h.login('bob@example.com');
    expect((await post(bobUser, '/api/admin/', { id: bobId, state: true })).status).toBe(403);
  });

  it('refuses what would lock an admin out: themselves, or two admins demoting each other at once', async () => {
    for (const [path, body] of [
      ['/api/admin/', { id: adminId, state: false }],
      ['/api/remove/', { id: adminId, state: true }],
      ['/api/approve/', { id: adminId, state: false }],
    ] as const) {
      const res = await post(admin, path, body);
      expect([path, res.status, res.body.code]).toEqual([path, 409, 'errors.self_change']);
    }
    const carolId = await idOf('carol@example.com');
    await post(admin, '/api/admin/', { id: carolId, state: true }).expect(200);
    const carol = await h.login('carol@example.com');
    const [a, b] = await Promise.all([
      post(admin, '/api/admin/', { id: carolId, state: false }),
      post(carol, '/api/admin/', { id: adminId, state: false }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const admins = (await list('users', { sort_key: 6, is_ascending: false })).UsersResult.filter((r) => r.role === 1);
    expect(admins).toHaveLength(1);
    // Put things back for the tests below: the admin is the one left.
    if (admins[0].user_email !== ADMIN) throw new Error('expected the first admin to remain');
  });

  it('deletes an account (its sessions end), shows its restore request, restores it', async () => {
    const aliceId = await idOf('alice@example.com');
    const alice = await h.login('alice@example.com');
    expect((await post(admin, '/api/remove/', { id: aliceId, state: true }).expect(200)).body.state).toBe(true);
    expect((await post(alice, '/api/v1/process/list_data', {})).status).toBe(401);
    expect((await list('users', { search: 'alice' })).stats.count_total).toBe(0);
    const signIn = await request(h.http)
      .post('/api/v1/auth/pseudo_authenticate_okta')
      .send({ user_email: 'alice@example.com' });
    expect([signIn.status, signIn.body.code]).toEqual([403, 'errors.account_deleted']);

    await request(h.http).post('/api/restore_request/').send({ email: 'alice@example.com' }).expect(200);
    const deleted = await list('deleted');
    expect(deleted.UsersResult.find((r) => r.user_email === 'alice@example.com')?.restore_requested_at).not.toBe('');
    await post(admin, '/api/delete_request/', { id: aliceId }).expect(200);
    expect((await list('deleted')).UsersResult[0].restore_requested_at).toBe('');

    expect((await post(admin, '/api/remove/', { id: aliceId, state: false }).expect(200)).body.state).toBe(false);
    expect((await list('deleted')).stats.count_total).toBe(0);
    await h.login('alice@example.com');
  });

  it('declines an application: the applicant cannot sign in, and the log says it was declined', async () => {
    await apply('dave');
    const daveId = await idOf('dave@example.com', 'applicants');
    const ordinary = await h.login('bob@example.com');
    for (const token of [ordinary, '']) {
      const res = await post(token, '/api/remove/', { id: daveId, state: true });
      expect(res.status).toBe(token ? 403 : 401);
    }
    expect((await list('applicants', { search: 'dave' })).stats.count_total).toBe(1);

    expect((await post(admin, '/api/remove/', { id: daveId, state: true }).expect(200)).body.state).toBe(true);
    expect((await list('applicants', { search: 'dave' })).stats.count_total).toBe(0);
    expect((await list('deleted', { search: 'dave' })).stats.count_total).toBe(1);
    const signIn = await request(h.http)
      .post('/api/v1/auth/pseudo_authenticate_okta')
      .send({ user_email: 'dave@example.com' });
    expect([signIn.status, signIn.body.code]).toEqual([403, 'errors.account_deleted']);
    const events = (await readSecurityEvents(h, SecurityEventKind.ACCOUNT_DELETED)).filter(
      (e) => e.user_email === 'dave@example.com',
    );
    expect(events.map((e) => [e.actor_email, e.detail])).toEqual([[ADMIN, 'application_declined']]);
  });

  it('withdraws an approval: sessions end, sign-in waits for approval, the account is an applicant again', async () => {
    const bobId = await idOf('bob@example.com');
    const bob = await h.login('bob@example.com');
    const carol = await h.login('carol@example.com');
    const refused = await post(carol, '/api/approve/', { id: bobId, state: false });
    expect([refused.status, refused.body.code]).toEqual([403, 'errors.forbidden']);
    expect((await post('', '/api/approve/', { id: bobId, state: false })).status).toBe(401);
    expect((await request(h.http).get('/is_admin/').set('X-Auth-Token', bob)).status).toBe(200);

    expect((await post(admin, '/api/approve/', { id: bobId, state: false }).expect(200)).body.state).toBe(false);
    expect((await request(h.http).get('/is_admin/').set('X-Auth-Token', bob)).status).toBe(401);
    const signIn = await request(h.http)
      .post('/api/v1/auth/pseudo_authenticate_okta')
      .send({ user_email: 'bob@example.com' });
    expect([signIn.status, signIn.body.code]).toEqual([403, 'errors.not_approved']);
    expect((await list('applicants', { search: 'bob' })).UsersResult.map((r) => r.user_email)).toEqual([
      'bob@example.com',
    ]);
    const events = (await readSecurityEvents(h, SecurityEventKind.ACCOUNT_UNAPPROVED)).filter(
      (e) => e.user_email === 'bob@example.com',
    );
    expect(events.map((e) => e.actor_email)).toEqual([ADMIN]);
    await post(admin, '/api/approve/', { id: bobId, state: true }).expect(200);
  });

  it('sets the company code an admin gives, within 50 characters', async () => {
    const aliceId = await idOf('alice@example.com');
    const saved = await post(admin, '/api/v1/auth/update_supplier_code', { id: aliceId, supplier_code: ' K-001 ' });
    expect(saved.body.supplier_code).toBe('K-001');
    expect((await list('users', { search: 'K-001' })).UsersResult.map((r) => r.user_email)).toEqual([
      'alice@example.com',
    ]);
    const long = await post(admin, '/api/v1/auth/update_supplier_code', { id: aliceId, supplier_code: 'x'.repeat(51) });
    expect([long.status, long.body.code]).toEqual([400, 'errors.bad_request']);
  });

  it('records the changes as security events naming the admin', async () => {
    const events = (await readSecurityEvents(h)).filter((e) => e.user_email === 'alice@example.com');
    expect(events.filter((e) => e.actor_email === ADMIN).length).toBeGreaterThanOrEqual(3);
  });
});
