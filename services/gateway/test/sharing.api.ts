import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { readOutbox } from '@kizuna/platform/mail';
import { AccessAction, SecurityEventKind } from '@kizuna/proto/rules';
import { ADMIN, startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { startExplorerProject } from './explorer-data.js';
import { readAccessLogs, readSecurityEvents } from './read-logs.js';

interface ListedProject {
  project_id: string;
  user_email: string;
  my_role: string;
  company_shared: boolean;
}

describe('sharing a project with colleagues (issue 30)', () => {
  let h: Harness;
  let owner: string;
  let colleague: string;
  let stranger: string;
  let mate: string;
  let admin: string;
  let projectId: string;
  let processId: string;
  const post = (token: string, route: string, body: object) =>
    request(h.http).post(`/api/v1/${route}`).set('X-Auth-Token', token).send(body);
  const share = (token: string, email: string, role: string) =>
    post(token, 'process/share_project', { project_id: projectId, email, role });
  const rename = (token: string, name: string) =>
    post(token, 'analyze/cluster/update_cluster', { process_id: processId, cluster_id: 1, cluster_name: name });
  const listed = async (token: string, scope: string, extra: object = {}) =>
    (await post(token, 'process/list_data', { is_ascending: true, scope, ...extra }).expect(200)).body
      .DataResult as ListedProject[];
  const userId = async (email: string) => {
    const res = await request(h.http)
      .post('/api/v1/auth/list_users')
      .set('X-Auth-Token', admin)
      .send({ tab: 'users', search: email, is_ascending: true })
      .expect(200);
    return (res.body.UsersResult as Array<{ login_user_id: string; user_email: string }>).find(
      (u) => u.user_email === email,
    )!.login_user_id;
  };

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.approvedUser('owner@example.com');
    colleague = await h.approvedUser('colleague@example.com');
    stranger = await h.approvedUser('stranger@example.com');
    mate = await h.approvedUser('mate@example.com');
    admin = await h.login(ADMIN);
    ({ projectId, processId } = await startExplorerProject(h.http, owner, h.dataDir, 'Shared explorer'));
    expect((await waitForProject(h.http, owner, projectId)).status).toBe(2);
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  it('refuses a stranger everything about the project with 404, as if it did not exist, and lists it not', async () => {
    for (const [route, body] of [
      ['process/get_project', { project_id: projectId }],
      ['analyze/cluster/get_graph', { process_id: processId }],
      ['process/share_project', { project_id: projectId, email: 'stranger@example.com', role: 'editor' }],
      ['process/unshare_project', { project_id: projectId, email: 'colleague@example.com' }],
      ['process/share_company', { project_id: projectId, on: true }],
    ] as const)
      expect([route, (await post(stranger, route, body)).body.code]).toEqual([route, 'errors.not_found']);
    expect(await listed(stranger, 'all')).toEqual([]);
  });

  it('refuses an address that is no approved user, the owner themself and an unknown role', async () => {
    await request(h.http)
      .post('/api/register/')
      .send({ data: { user: { username: 'applicant', email: 'applicant@example.com' } }, lang_code: 'en' })
      .expect(200);
    for (const email of ['nobody@example.com', 'applicant@example.com']) {
      const res = await share(owner, email, 'viewer').expect(400);
      expect(res.body).toMatchObject({ code: 'errors.share_unknown_user', params: { email } });
    }
    expect((await share(owner, 'owner@example.com', 'viewer').expect(400)).body.code).toBe('errors.share_self');
    expect((await share(owner, 'colleague@example.com', 'boss').expect(400)).body.code).toBe('errors.bad_request');
    expect((await share(owner, 'x'.repeat(300), 'viewer').expect(400)).body.code).toBe('errors.bad_request');
  });

  it('shares as viewer: listed for the owner, mailed to the colleague, logged as a security event', async () => {
    const res = await share(owner, 'Colleague@Example.com', 'viewer').expect(200);
    expect(res.body.shares).toEqual([
      expect.objectContaining({ email: 'colleague@example.com', role: 'viewer', name: 'colleague' }),
    ]);
    const got = await post(owner, 'process/get_project', { project_id: projectId }).expect(200);
    expect(got.body.shares.map((s: { email: string }) => s.email)).toEqual(['colleague@example.com']);
    expect(got.body.project.my_role).toBe('owner');
    const mails = await readOutbox(path.join(h.dataDir, 'outbox'));
    const mail = mails.find((m) => m.to === 'colleague@example.com' && m.text.includes('Shared explorer'));
    expect(mail?.text).toContain('as viewer');
    expect(mail?.text).toContain('閲覧者');
    const events = await readSecurityEvents(h, SecurityEventKind.PROJECT_SHARED);
    expect(events).toContainEqual(
      expect.objectContaining({
        user_email: 'colleague@example.com',
        actor_email: 'owner@example.com',
        detail: `${projectId}:viewer`,
      }),
    );
  });

  it("lets the viewer find and read everything, logs the view as the owner's is, and refuses every change", async () => {
    const shared = await listed(colleague, 'shared');
    expect(shared).toEqual([
      expect.objectContaining({ project_id: projectId, user_email: 'owner@example.com', my_role: 'viewer' }),
    ]);
    expect(await listed(colleague, 'mine')).toEqual([]);
    expect((await listed(colleague, 'all')).map((p) => p.project_id)).toEqual([projectId]);
    const got = await post(colleague, 'process/get_project', { project_id: projectId }).expect(200);
    expect([got.body.shares, got.body.project.my_role]).toEqual([[], 'viewer']);
    await post(colleague, 'analyze/cluster/get_graph', { process_id: processId }).expect(200);
    await post(colleague, 'analyze/cluster/get_cluster_detail', { process_id: processId, cluster_id: 1 }).expect(200);
    await post(colleague, 'process/get_rawdata', { project_id: projectId, is_ascending: true }).expect(200);
    await post(colleague, 'analyze/cluster/download_cluster_details', {
      process_id: processId,
      cluster_id: 1,
      download_type: 1,
    }).expect(200);
    const views = await readAccessLogs(h, AccessAction.RESULT_VIEW);
    expect(views).toContainEqual(
      expect.objectContaining({ user_email: 'colleague@example.com', project_id: projectId }),
    );

    expect((await rename(colleague, 'viewer was here').expect(403)).body.code).toBe('errors.viewer_read_only');
    for (const [route, body] of [
      ['process/add_run', { project_id: projectId, k: 2 }],
      ['process/retry_run', { process_id: processId }],
      ['process/delete_run', { process_id: processId }],
      ['process/delete_csv', { project_id: projectId }],
      ['process/share_project', { project_id: projectId, email: 'mate@example.com', role: 'viewer' }],
    ] as const)
      expect([route, (await post(colleague, route, body)).body.code]).toEqual([route, 'errors.viewer_read_only']);
  });

  it('makes the viewer an editor: they rename, but cannot share, unshare or delete', async () => {
    await share(owner, 'colleague@example.com', 'editor').expect(200);
    expect(await readSecurityEvents(h, SecurityEventKind.PROJECT_SHARE_CHANGED)).toContainEqual(
      expect.objectContaining({ user_email: 'colleague@example.com', detail: `${projectId}:viewer>editor` }),
    );
    const renamed = await rename(colleague, 'ラーメン好き').expect(200);
    expect(renamed.body.data.name).toBe('ラーメン好き');
    for (const [route, body] of [
      ['process/share_project', { project_id: projectId, email: 'mate@example.com', role: 'viewer' }],
      ['process/unshare_project', { project_id: projectId, email: 'colleague@example.com' }],
      ['process/share_company', { project_id: projectId, on: true }],
      ['process/delete_run', { process_id: processId }],
      ['process/delete_csv', { project_id: projectId }],
    ] as const)
      expect([route, (await post(colleague, route, body)).body.code]).toEqual([route, 'errors.owner_only']);
    expect((await listed(colleague, 'shared'))[0].my_role).toBe('editor');
  });

  it('shares with the whole company code as viewers, and stops', async () => {
    const refused = await post(owner, 'process/share_company', { project_id: projectId, on: true }).expect(409);
    expect(refused.body.code).toBe('errors.no_company_code');
    for (const email of ['owner@example.com', 'mate@example.com'])
      await post(admin, 'auth/update_supplier_code', { id: await userId(email), supplier_code: 'K-7' }).expect(200);
    // A new session reads the company code at once (the gateway caches an account a few seconds).
    const mateNow = await h.login('mate@example.com');
    expect(await listed(mateNow, 'shared')).toEqual([]);
    const on = await post(owner, 'process/share_company', { project_id: projectId, on: true }).expect(200);
    expect(on.body.company_code).toBe('K-7');
    expect(await listed(mateNow, 'shared')).toEqual([
      expect.objectContaining({ project_id: projectId, my_role: 'viewer', company_shared: true }),
    ]);
    await post(mateNow, 'analyze/cluster/get_graph', { process_id: processId }).expect(200);
    expect((await rename(mateNow, 'mate').expect(403)).body.code).toBe('errors.viewer_read_only');
    // Another company's user still sees nothing.
    expect(await listed(stranger, 'all')).toEqual([]);
    await post(owner, 'process/share_company', { project_id: projectId, on: false }).expect(200);
    expect(await listed(mateNow, 'shared')).toEqual([]);
    expect((await post(mateNow, 'process/get_project', { project_id: projectId })).body.code).toBe('errors.not_found');
  });

  it('lists approved addresses for the autocomplete, ten at most, refusing an empty or overlong prefix', async () => {
    const res = await post(stranger, 'process/share_candidates', { prefix: 'COL' }).expect(200);
    expect(res.body.emails).toEqual(['colleague@example.com']);
    expect((await post(stranger, 'process/share_candidates', { prefix: 'applicant' })).body.emails).toEqual([]);
    await post(stranger, 'process/share_candidates', { prefix: '' }).expect(400);
    await post(stranger, 'process/share_candidates', { prefix: 'x'.repeat(255) }).expect(400);
  });

  it('unshares: the colleague is refused at once; unsharing again is 409', async () => {
    const res = await post(owner, 'process/unshare_project', {
      project_id: projectId,
      email: 'colleague@example.com',
    }).expect(200);
    expect(res.body.shares).toEqual([]);
    expect((await post(colleague, 'process/get_project', { project_id: projectId })).body.code).toBe(
      'errors.not_found',
    );
    expect((await post(colleague, 'analyze/cluster/get_graph', { process_id: processId })).status).toBe(404);
    expect(await listed(colleague, 'all')).toEqual([]);
    const again = await post(owner, 'process/unshare_project', {
      project_id: projectId,
      email: 'colleague@example.com',
    });
    expect([again.status, again.body.code]).toEqual([409, 'errors.not_shared']);
    expect(await readSecurityEvents(h, SecurityEventKind.PROJECT_UNSHARED)).toContainEqual(
      expect.objectContaining({ user_email: 'colleague@example.com', detail: `${projectId}:editor` }),
    );
  });

  it('takes every share of a deleted or unapproved user at once', async () => {
    await h.approvedUser('leaver@example.com');
    await h.approvedUser('paused@example.com');
    await share(owner, 'leaver@example.com', 'editor').expect(200);
    await share(owner, 'paused@example.com', 'viewer').expect(200);
    await request(h.http)
      .post('/api/remove/')
      .set('X-Auth-Token', admin)
      .send({ id: await userId('leaver@example.com'), state: true })
      .expect(200);
    await request(h.http)
      .post('/api/approve/')
      .set('X-Auth-Token', admin)
      .send({ id: await userId('paused@example.com'), state: false })
      .expect(200);
    await h.kizuna.runtime.broker.drain();
    const got = await post(owner, 'process/get_project', { project_id: projectId }).expect(200);
    expect(got.body.shares).toEqual([]);
  });

  it("lets an admin filter by owner and hand a departed user's projects to someone else", async () => {
    const ownerId = await userId('owner@example.com');
    expect((await listed(admin, 'all', { login_user_id: ownerId })).map((p) => p.project_id)).toEqual([projectId]);
    expect(await listed(admin, 'all', { login_user_id: await userId('stranger@example.com') })).toEqual([]);
    const refused = await post(owner, 'process/transfer_projects', {
      from_user_id: ownerId,
      to_email: 'mate@example.com',
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'errors.forbidden']);
    const unknown = await post(admin, 'process/transfer_projects', {
      from_user_id: ownerId,
      to_email: 'x@example.com',
    });
    expect(unknown.body.code).toBe('errors.share_unknown_user');
    const moved = await post(admin, 'process/transfer_projects', {
      from_user_id: ownerId,
      to_email: 'mate@example.com',
    }).expect(200);
    expect(moved.body).toEqual({ status: 'success', count: 1 });
    expect(await listed(mate, 'mine')).toEqual([
      expect.objectContaining({ project_id: projectId, user_email: 'mate@example.com', my_role: 'owner' }),
    ]);
    expect((await post(owner, 'process/get_project', { project_id: projectId })).body.code).toBe('errors.not_found');
    expect(await readSecurityEvents(h, SecurityEventKind.PROJECTS_TRANSFERRED)).toContainEqual(
      expect.objectContaining({ user_email: 'mate@example.com', actor_email: ADMIN, detail: `from:${ownerId}:1` }),
    );
  });
});
