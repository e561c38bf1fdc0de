import request from 'supertest';
import type { App } from 'supertest/types.js';

/**
 * Asks for a project's first review page until sorting and search are ready (its review index is
 * built in a worker once the screen first asks), and answers how many pages said "preparing".
 */
export async function untilReviewReady(http: App, token: string, projectId: string): Promise<number> {
  const until = Date.now() + 60_000;
  for (let preparing = 0; ; preparing++) {
    const res = await request(http)
      .post('/api/v1/process/get_rawdata')
      .set('X-Auth-Token', token)
      .send({ project_id: projectId, page: 0, max_count: 25 })
      .expect(200);
    if (res.body.preparing === null) return preparing;
    if (Date.now() > until) throw new Error('the review index was never built');
    await new Promise((r) => setTimeout(r, 50));
  }
}
