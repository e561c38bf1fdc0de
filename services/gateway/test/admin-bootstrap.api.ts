import { afterAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import request from 'supertest';
import { readOutbox } from '@kizuna/platform/mail';
import { startHarness, type Harness } from './kizuna-harness.js';

describe('admins from ADMIN_EMAILS', () => {
  let h: Harness;
  afterAll(async () => {
    await h.close();
  });

  it('creates them with a mailed set-password link, and takes the rights back when an address leaves the list', async () => {
    h = await startHarness({ ADMIN_EMAILS: 'chief@example.com,deputy@example.com' });
    const outbox = await readOutbox(path.join(h.dataDir, 'outbox'));
    expect(outbox.map((m) => m.to).sort()).toEqual(['chief@example.com', 'deputy@example.com']);
    expect(outbox[0].text).toMatch(/\/set_password\?token=/);
    const deputy = await h.login('deputy@example.com');
    expect((await request(h.http).get('/is_admin/').set('X-Auth-Token', deputy)).body.data.is_admin).toBe(true);
    const dataDir = h.dataDir;
    await h.stop();

    h = await startHarness({ ADMIN_EMAILS: 'chief@example.com' }, dataDir);
    // Its old session ended with the rights; signed in again, it is an ordinary user.
    expect((await request(h.http).get('/is_admin/').set('X-Auth-Token', deputy)).status).toBe(401);
    const again = await h.login('deputy@example.com');
    expect((await request(h.http).get('/is_admin/').set('X-Auth-Token', again)).body.data.is_admin).toBe(false);
    const chief = await h.login('chief@example.com');
    expect((await request(h.http).get('/is_admin/').set('X-Auth-Token', chief)).body.data.is_admin).toBe(true);
  });
});
