import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { PAGE_SIZES } from '@kizuna/proto/rules';
import { ADMIN, startHarness, type Harness } from './kizuna-harness.js';

/**
 * One page-size rule (PAGE_SIZES) for every list: the users, projects and logs lists used to
 * disagree (any integer, 25/50/100, silently 25), so each is asked the same questions here.
 */
const LISTS = ['/api/v1/auth/list_users', '/api/v1/process/list_data', '/api/v1/logs/list_access_logs'];

describe('page sizes: one rule for every list', () => {
  let h: Harness;
  let admin: string;

  const post = (path: string, body: object) => request(h.http).post(path).set('X-Auth-Token', admin).send(body);

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login(ADMIN);
  });
  afterAll(async () => {
    await h.close();
  });

  it.each(LISTS)('%s refuses a page size outside the rule, naming the field and the sizes it takes', async (path) => {
    for (const size of [30, 0, 500]) {
      const res = await post(path, { max_count: size });
      expect([res.status, res.body.code, res.body.params?.field]).toEqual([400, 'errors.bad_request', 'max_count']);
      expect(res.body.message).toContain(PAGE_SIZES.join(', '));
    }
  });

  it.each(LISTS)('%s serves every size of the rule, and the first when none is given', async (path) => {
    for (const size of PAGE_SIZES) expect((await post(path, { max_count: size })).status).toBe(200);
    expect((await post(path, {})).status).toBe(200);
  });
});
