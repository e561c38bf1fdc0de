import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { startExplorerProject } from './explorer-data.js';

/**
 * What the Share dialog's autocomplete tells a colleague (issue 46): only addresses of their own
 * company code, only from three characters on, at most ten; a whole address still shares anywhere.
 */
describe('share_candidates lists only the own company code (issue 46)', () => {
  let h: Harness;
  let admin: string;
  let alpha: string;
  let loner: string;
  const post = (token: string, route: string, body: object) =>
    request(h.http).post(`/api/v1/${route}`).set('X-Auth-Token', token).send(body);
  const candidates = async (token: string, prefix: string) =>
    (await post(token, 'process/share_candidates', { prefix }).expect(200)).body.emails as string[];

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login(ADMIN);
    // Twelve of company A, one of company B, two without a code; all start with "team".
    const companyA = Array.from({ length: 12 }, (_, i) => `team-a${String(i).padStart(2, '0')}@example.com`);
    for (const email of companyA) {
      await h.approvedUser(email);
      await h.setCompanyCode(email, 'A-1');
    }
    await h.approvedUser('team-b@example.com');
    await h.setCompanyCode('team-b@example.com', 'B-2');
    await h.approvedUser('team-none@example.com');
    await h.approvedUser('team-solo@example.com');
    // Signed in after the codes are set: the gateway caches an account a few seconds.
    alpha = await h.login('team-a00@example.com');
    loner = await h.login('team-solo@example.com');
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  it("never lists another company's address", async () => {
    const listed = await candidates(alpha, 'team');
    expect(listed).not.toContain('team-b@example.com');
    expect(listed).not.toContain('team-none@example.com');
    expect(listed.every((e) => e.startsWith('team-a'))).toBe(true);
    expect(await candidates(alpha, 'team-b')).toEqual([]);
  });

  it('lists at most ten', async () => {
    const listed = await candidates(alpha, 'team-a');
    expect(listed).toHaveLength(10);
    expect(listed[0]).toBe('team-a00@example.com');
  });

  it('lists nothing for a prefix of one or two characters', async () => {
    expect(await candidates(alpha, 'te')).toEqual([]);
    expect(await candidates(alpha, 't')).toEqual([]);
    expect(await candidates(alpha, 'tea')).not.toEqual([]);
    await post(alpha, 'process/share_candidates', { prefix: '' }).expect(400);
  });

  it('shows an account without a company code only others without one', async () => {
    expect(await candidates(loner, 'team')).toEqual(['team-none@example.com', 'team-solo@example.com']);
  });

  it("still shares with another company's address typed in full", async () => {
    const { projectId } = await startExplorerProject(h.http, alpha, h.dataDir, 'Across companies');
    expect((await waitForProject(h.http, alpha, projectId)).status).toBe(2);
    const res = await post(alpha, 'process/share_project', {
      project_id: projectId,
      email: 'team-b@example.com',
      role: 'viewer',
    }).expect(200);
    expect(res.body.shares).toEqual([expect.objectContaining({ email: 'team-b@example.com', role: 'viewer' })]);
  }, 120_000);

  it('shows an admin every company', async () => {
    expect(await candidates(admin, 'team-b')).toEqual(['team-b@example.com']);
    expect(await candidates(admin, 'team-n')).toEqual(['team-none@example.com']);
  });
});
