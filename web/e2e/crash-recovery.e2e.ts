import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { repoRoot, startKizunaServer, type KizunaServer } from './kizuna-server.js';

const DEMONETIZATION = path.resolve(repoRoot, '../shared/data/posts/demonetization-en/demonetization-tweets.utf8.csv');

/** JSON over HTTP against the running server, as the SPA calls it. */
async function call(server: KizunaServer, route: string, token: string, body: unknown = {}) {
  const res = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, never> };
}

async function signIn(server: KizunaServer): Promise<string> {
  const res = await call(server, '/api/v1/auth/pseudo_authenticate_okta', '', { user_email: 'admin@example.com' });
  return (res.body.AuthenticationResult as { AccessToken: string }).AccessToken;
}

async function projectStatus(server: KizunaServer, token: string, projectId: string): Promise<number> {
  const res = await call(server, '/api/v1/process/get_project', token, { project_id: projectId });
  return (res.body.project as { status: number }).status;
}

describe('a crash during an analysis', () => {
  let server: KizunaServer;
  afterAll(async () => {
    await server.close();
  });

  it('resumes the cut-off run at the next start and finishes it with no user action', async () => {
    server = await startKizunaServer();
    const token = await signIn(server);
    const form = new FormData();
    form.append('file', new Blob([await readFile(DEMONETIZATION)], { type: 'text/csv' }), 'demonetization.csv');
    const up = await fetch(`${server.url}/api/v1/process/upload_csv`, {
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: form,
    });
    const pathS3 = ((await up.json()) as { UploadResult: { path_s3: string } }).UploadResult.path_s3;
    const reg = await call(server, '/api/v1/process/register_analyze', token, {
      list_cluster_count: '3',
      project_name: 'cut off',
      path_s3: pathS3,
      colindex_screen_name: 11,
      colindex_tweet_text: 1,
      colindex_tweet_date: 5,
    });
    const { project_id: projectId, ProcessResult: runs } = reg.body.RegisterResult as {
      project_id: string;
      ProcessResult: Array<{ process_id: string }>;
    };
    expect(
      (await call(server, '/api/v1/process/analyze_start', token, { list_process_id: runs[0].process_id })).status,
    ).toBe(200);
    // Killed while the run waits or is being analysed: the request for it lived only in memory.
    expect([0, 1]).toContain(await projectStatus(server, token, projectId));
    await server.kill();

    server = await startKizunaServer({}, server.dataDir, server.port);
    const again = await signIn(server);
    const until = Date.now() + 120_000;
    let status = await projectStatus(server, again, projectId);
    while ((status === 0 || status === 1) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      status = await projectStatus(server, again, projectId);
    }
    expect(status).toBe(2);
    const graph = await call(server, '/api/v1/analyze/cluster/get_graph', again, { process_id: runs[0].process_id });
    expect(graph.status).toBe(200);
    // Two starts of Kizuna and an analysis, beside other test files on the two cores (npm test
    // runs the browser files beside the unit files): more than Jest's 60 s on a loaded machine,
    // and the wait for the resumed run alone allows 120 s.
  }, 240_000);
});

/** Every file under a folder of the data directory, relative to it (none when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/**
 * The files left under a folder once the sweep Kizuna runs in the background at start-up has had
 * its chance (up to 15 s): a leftover is still there after that.
 */
async function filesAfterStartSweep(dir: string): Promise<string[]> {
  const until = Date.now() + 15_000;
  for (;;) {
    const files = await filesUnder(dir);
    if (files.length === 0 || Date.now() > until) return files;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a crash during an upload or a registration', () => {
  let server: KizunaServer;
  afterAll(async () => {
    await server.close();
  });

  it('leaves nothing half-stored: a cut-off upload is swept, a cut-off registration creates nothing', async () => {
    server = await startKizunaServer();
    const token = await signIn(server);
    const csv = await readFile(DEMONETIZATION);

    // An upload the process dies in the middle of: the body keeps coming, slowly.
    const boundary = 'kizuna-crash-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(head);
        for (let i = 0; i < 40; i++) {
          controller.enqueue(csv.subarray(0, 64 * 1024));
          await new Promise((r) => setTimeout(r, 50));
        }
      },
    });
    const cut = fetch(`${server.url}/api/v1/process/upload_csv`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: slowBody,
      duplex: 'half',
    } as RequestInit).catch(() => null);
    const objects = path.join(server.dataDir, 'objects');
    const until = Date.now() + 10_000;
    while ((await filesUnder(path.join(objects, '.kizuna', 'tmp'))).length === 0 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    expect((await filesUnder(path.join(objects, '.kizuna', 'tmp'))).length).toBeGreaterThan(0);
    await server.kill();
    await cut;

    // A registration the process dies in the middle of.
    server = await startKizunaServer({}, server.dataDir, server.port);
    expect(await filesAfterStartSweep(path.join(objects, '.kizuna', 'tmp'))).toEqual([]);
    expect(await filesUnder(path.join(objects, 'uploads'))).toEqual([]);
    let again = await signIn(server);
    const big = Buffer.concat([csv, ...Array.from({ length: 15 }, () => csv.subarray(csv.indexOf(10) + 1))]);
    const form = new FormData();
    form.append('file', new Blob([big], { type: 'text/csv' }), 'big.csv');
    const up = await fetch(`${server.url}/api/v1/process/upload_csv`, {
      method: 'POST',
      headers: { 'x-auth-token': again },
      body: form,
    });
    const pathS3 = ((await up.json()) as { UploadResult: { path_s3: string } }).UploadResult.path_s3;
    const mapping = {
      list_cluster_count: '3',
      project_name: 'cut off registration',
      path_s3: pathS3,
      colindex_screen_name: 11,
      colindex_tweet_text: 1,
      colindex_tweet_date: 5,
    };
    void call(server, '/api/v1/process/register_analyze', again, mapping).catch(() => null);
    const progressUntil = Date.now() + 30_000;
    for (;;) {
      const res = await fetch(`${server.url}/api/v1/process/register_progress?path_s3=${encodeURIComponent(pathS3)}`, {
        headers: { 'x-auth-token': again },
      });
      const p = (await res.json()) as { rows_done: number };
      if (p.rows_done > 0 || Date.now() > progressUntil) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await server.kill();

    server = await startKizunaServer({}, server.dataDir, server.port);
    again = await signIn(server);
    const list = await call(server, '/api/v1/process/list_data', again, { page: 0, max_count: 25 });
    expect((list.body.stats as { count_total: number }).count_total).toBe(0);
    expect(await filesUnder(path.join(objects, 'datasets'))).toEqual([]);
    expect(await filesAfterStartSweep(path.join(objects, '.kizuna', 'tmp'))).toEqual([]);
    // The upload itself is still there: registering it again works.
    const retry = await call(server, '/api/v1/process/register_analyze', again, mapping);
    expect(retry.status).toBe(200);
    expect((retry.body.RegisterResult as { rows_valid: number }).rows_valid).toBeGreaterThan(100_000);
    // Three starts of Kizuna and two registrations of 130,000 rows: 21 s in CI at load 3-5 one file
    // at a time; beside the unit files at load 15 it ran out of Jest's 60 s.
  }, 240_000);
});
