import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ADMIN, startHarness, type Harness } from './kizuna-harness.js';

const signIn = (h: Harness) =>
  request(h.http).post('/api/v1/auth/pseudo_authenticate_okta').send({ user_email: ADMIN });

describe('the edge of an embedded Kizuna: host names and origins', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers a rebound host name with 421 and no token (DNS rebinding)', async () => {
    const res = await signIn(h).set('Host', 'rebind.attacker.example').expect(421);
    expect(res.body).toMatchObject({ statusCode: 421, code: 'errors.misdirected_host' });
    expect(res.body.message).toMatch(/not one Kizuna is configured for/);
    expect(JSON.stringify(res.body)).not.toMatch(/AccessToken|eyJ/);
    // Nothing else is answered for that name either: not the API, not the web app.
    await request(h.http).get('/api/config').set('Host', 'rebind.attacker.example:8080').expect(421);
    // A person who opened the page at that name reads why, in both languages (the app is not served there).
    const page = await request(h.http).get('/').set('Host', 'rebind.attacker.example').expect(421);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.text).toContain('Misdirected request');
    expect(page.text).toContain('このアドレスは Kizuna の設定にありません');
    // A name that merely starts like an allowed one is another name.
    await signIn(h).set('Host', 'localhost.attacker.example').expect(421);
    await signIn(h).set('Host', '127.0.0.1.nip.io:8080').expect(421);
  });

  it('answers the loopback names with any port', async () => {
    for (const host of ['localhost', 'localhost:8080', 'LOCALHOST:3000', '127.0.0.1:41234', '[::1]:8080', '[::1]']) {
      const res = await signIn(h).set('Host', host);
      expect({ host, status: res.status }).toEqual({ host, status: 200 });
      expect(res.body.AuthenticationResult.AccessToken.split('.')).toHaveLength(3);
    }
  });

  it('refuses malformed Host headers rather than guessing a name', async () => {
    for (const host of ['localhost:80:80', 'localhost:port', '[::1', `${'a'.repeat(400)}.example`])
      expect({ host, status: (await signIn(h).set('Host', host)).status }).toEqual({ host, status: 421 });
  });

  it('answers the probes whatever the Host, since Kubernetes and Docker probe by address', async () => {
    await request(h.http).get('/api/healthcheck').set('Host', '10.1.2.3:8080').expect(200, 'OK');
    await request(h.http).get('/api/health/live').set('Host', '10.1.2.3:8080').expect(200);
    await request(h.http).get('/api/health/ready').set('Host', '10.1.2.3:8080').expect(200);
    // Only the probes: a POST to a probe path, or any other path, still needs a configured name.
    await request(h.http).post('/api/healthcheck').set('Host', '10.1.2.3:8080').expect(421);
  });

  it('refuses a state-changing request from a page of another origin with 403', async () => {
    const res = await signIn(h).set('Origin', 'https://rebind.attacker.example').expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, code: 'errors.origin_refused' });
    expect(JSON.stringify(res.body)).not.toMatch(/AccessToken/);
    // An opaque origin (sandboxed frame, file://) is no origin Kizuna knows.
    await signIn(h).set('Origin', 'null').expect(403);
    await signIn(h).set('Origin', 'file://').expect(403);
    const token = (await signIn(h).expect(200)).body.AuthenticationResult.AccessToken as string;
    const agent = request(h.http);
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const sent = agent[method]('/api/v1/process/list_data');
      const res = await sent.set('X-Auth-Token', token).set('Origin', 'http://evil.example');
      expect({ method, status: res.status }).toEqual({ method, status: 403 });
    }
  });

  it('lets requests from its own pages through, and reads that ignore Origin', async () => {
    await signIn(h).set('Origin', 'http://localhost:8080').expect(200);
    await signIn(h).set('Origin', 'http://127.0.0.1:5173').expect(200);
    await signIn(h).expect(200);
    // A GET changes nothing; browsers send Origin on some of them (fetch with CORS mode).
    await request(h.http).get('/api/config').set('Origin', 'https://rebind.attacker.example').expect(200);
  });

  it('answers public readiness with the status alone, never a dependency error', async () => {
    h.kizuna.runtime.health.register('documents:broken', async () => {
      throw new Error('connect ECONNREFUSED mongo.internal.example:27017');
    });
    try {
      const res = await request(h.http).get('/api/health/ready').expect(503);
      expect(res.body).toEqual({ status: 'error' });
      expect(res.text).not.toMatch(/ECONNREFUSED|mongo|documents/);
    } finally {
      h.kizuna.runtime.health.register('documents:broken', async () => undefined);
    }
  });

  it('sends no Strict-Transport-Security over plain http', async () => {
    const res = await request(h.http).get('/api/config').expect(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the edge of a Kizuna at an https address with extra names', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      PUBLIC_URL: 'https://kizuna.example.com',
      ALLOWED_HOSTS: 'kizuna.internal, Kizuna-2.example.com',
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it("answers PUBLIC_URL's host and each ALLOWED_HOSTS name, and still refuses strangers", async () => {
    for (const host of ['kizuna.example.com', 'kizuna.example.com:443', 'kizuna.internal:8080', 'kizuna-2.example.com'])
      expect({ host, status: (await signIn(h).set('Host', host)).status }).toEqual({ host, status: 200 });
    await signIn(h).set('Host', 'rebind.attacker.example').expect(421);
    await signIn(h).set('Host', 'example.com').expect(421);
    await signIn(h).set('Host', 'kizuna.example.com').set('Origin', 'https://kizuna.example.com').expect(200);
    await signIn(h).set('Host', 'kizuna.example.com').set('Origin', 'https://evil.example.com').expect(403);
  });

  it('asks browsers to use https only (HSTS), for a year', async () => {
    const res = await request(h.http).get('/api/config').set('Host', 'kizuna.example.com').expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    // The refusal of a stranger carries it too: headers are set before the edge answers.
    const refused = await request(h.http).get('/api/config').set('Host', 'rebind.attacker.example').expect(421);
    expect(refused.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

/** Every file and folder below `root` (itself included) whose group or others may do anything, with its mode. */
async function readableByOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  const mode = (await stat(root)).mode & 0o777;
  if (mode & 0o077) found.push(`. ${mode.toString(8)}`);
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const m = (await stat(full).catch(() => ({ mode: 0 }))).mode & 0o777;
    if (m & 0o077) found.push(`${path.relative(root, full)} ${m.toString(8)}`);
  }
  return found;
}

describe('the data folder, readable by the service user only', () => {
  let h: Harness;
  let umaskBefore: number;
  beforeAll(async () => {
    // Started as a shell starts it (umask 022), over a folder an older version left readable.
    umaskBefore = process.umask(0o022);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-api-'));
    await mkdir(path.join(dir, 'outbox'), { mode: 0o755 });
    await writeFile(path.join(dir, 'outbox', 'old-reset.eml'), 'Subject: reset\n\nhttp://localhost/reset?t=x', {
      mode: 0o644,
    });
    h = await startHarness({}, dir);
  });
  afterAll(async () => {
    await h.close();
    process.umask(umaskBefore);
  });

  it('keeps documents, objects, mails and logs 0600 in 0700 folders, old ones included', async () => {
    // Something in every store: an application and its approval mail, sign-ins, an upload.
    const token = await h.approvedUser('reader@example.com');
    await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', Buffer.from('name,text,created_at\na,hello,2015-08-06 17:00\n'), {
        filename: 'p.csv',
        contentType: 'text/csv',
      })
      .expect(200);
    const stores = await readdir(h.dataDir);
    expect(stores).toEqual(expect.arrayContaining(['documents', 'objects', 'outbox', 'logs']));
    expect((await readdir(path.join(h.dataDir, 'outbox'))).length).toBeGreaterThan(1);
    expect(await readableByOthers(h.dataDir)).toEqual([]);
  });
});
