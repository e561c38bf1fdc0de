import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { startHarness, type Harness } from './kizuna-harness.js';

const BOUNDARY = 'kizunaBoundary';
const partHead = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`;

const openFds = async () => (await readdir('/proc/self/fd')).length;
const tmpFiles = async (h: Harness) => readdir(path.join(h.dataDir, 'objects', '.kizuna', 'tmp')).catch(() => []);

async function until(check: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

/** A multipart upload written by hand, so the test decides when (and whether) the body ends. */
function rawUpload(port: number, token: string, headers: Record<string, string> = {}) {
  return http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/process/upload_csv',
    headers: { 'X-Auth-Token': token, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
  });
}

describe('upload limits', () => {
  let h: Harness;
  let token: string;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    h = await startHarness({ MAX_UPLOAD_BYTES: '2000000', MAX_PENDING_UPLOADS: '2' });
    token = await h.login('admin@example.com');
    server = h.http as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await h.close();
  });

  it('releases the temporary file and its descriptor at once when the client hangs up mid-body', async () => {
    const fdsBefore = await openFds();
    const req = rawUpload(port, token);
    req.on('error', () => undefined);
    req.write(partHead('cut.csv') + 'name,text,created_at\n' + 'a,b,2015-08-06 17:00\n'.repeat(40_000));
    expect(await until(async () => (await tmpFiles(h)).length === 1)).toBe(true);
    req.destroy();
    expect(await until(async () => (await tmpFiles(h)).length === 0)).toBe(true);
    expect(await until(async () => (await openFds()) <= fdsBefore)).toBe(true);
    expect(await h.kizuna.runtime.objects.list('uploads/')).toEqual([]);
  });

  it('answers 413 and closes the connection as soon as the limit is passed, without reading the rest', async () => {
    const req = rawUpload(port, token, { 'Transfer-Encoding': 'chunked' });
    req.on('error', () => undefined);
    const answered = new Promise<{ status: number; body: string; closed: Promise<void> }>((resolve) =>
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        const closed = new Promise<void>((r) => res.socket.once('close', () => r()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, closed }));
      }),
    );
    req.write(partHead('big.csv') + 'x'.repeat(2_500_000));
    // The body never ends: an answer can only come from the limit.
    const res = await answered;
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'errors.max_file_size_error' });
    await res.closed;
    req.destroy();
    expect(await until(async () => (await tmpFiles(h)).length === 0)).toBe(true);
  });

  it('refuses at once a body whose declared length is past the limit', async () => {
    const req = rawUpload(port, token, { 'Content-Length': String(50_000_000) });
    req.on('error', () => undefined);
    const answered = new Promise<number>((resolve) => req.on('response', (res) => resolve(res.statusCode ?? 0)));
    req.write(partHead('huge.csv'));
    expect(await answered).toBe(413);
    req.destroy();
  });

  /** Sends a whole multipart body without a declared length (chunked), so only counting can refuse it. */
  async function sendChunked(body: string): Promise<{ status: number; code?: string }> {
    const req = rawUpload(port, token, { 'Transfer-Encoding': 'chunked' });
    req.on('error', () => undefined);
    const answered = new Promise<{ status: number; code?: string }>((resolve) =>
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, code: JSON.parse(text || '{}').code }));
      }),
    );
    // Written in pieces, as a client streams it; the answer may come before the last one.
    for (let at = 0; at < body.length; at += 256 * 1024) req.write(body.slice(at, at + 256 * 1024));
    req.end();
    const res = await answered;
    req.destroy();
    return res;
  }
  const csvPart = partHead('small.csv') + 'name,text,created_at\na,hello,2015-08-06 17:00\n\r\n';
  const fieldPart = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const extraFilePart = (name: string, bytes: number) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="x.bin"\r\n` +
    `Content-Type: application/octet-stream\r\n\r\n${'x'.repeat(bytes)}\r\n`;
  const end = `--${BOUNDARY}--\r\n`;

  it('counts the bytes of every part against the limit: a small file with a large extra part is refused', async () => {
    const before = await h.kizuna.runtime.objects.list('uploads/');
    for (const extra of [extraFilePart('attachment', 2_500_000), extraFilePart('file', 2_500_000)]) {
      expect(await sendChunked(csvPart + extra + end)).toEqual({ status: 413, code: 'errors.max_file_size_error' });
      expect(await until(async () => (await tmpFiles(h)).length === 0)).toBe(true);
      expect(await h.kizuna.runtime.objects.list('uploads/')).toEqual(before);
    }
  });

  it('counts the bytes of fields too: many large fields around a small file are refused', async () => {
    const fields = Array.from({ length: 30 }, (_, i) => fieldPart(`f${i}`, 'y'.repeat(100_000))).join('');
    expect(await sendChunked(fields + csvPart + end)).toEqual({ status: 413, code: 'errors.max_file_size_error' });
    expect(await sendChunked(csvPart + fields + end)).toEqual({ status: 413, code: 'errors.max_file_size_error' });
  });

  it('still takes a file just under the limit with its part headers and a field beside it', async () => {
    const rows = 'a,hello,2015-08-06 17:00\n'.repeat(Math.floor((1_990_000 - 30) / 25));
    const body =
      fieldPart('note', 'n'.repeat(1000)) + partHead('near.csv') + 'name,text,created_at\n' + rows + '\r\n' + end;
    const res = await sendChunked(body);
    expect(res.status).toBe(200);
    const kept = await h.kizuna.runtime.objects.list('uploads/');
    expect(kept.length).toBeGreaterThan(0);
    for (const key of kept) await h.kizuna.runtime.objects.delete(key);
  });

  it('caps the uploads a user keeps not started (MAX_PENDING_UPLOADS)', async () => {
    const csv = Buffer.from('name,text,created_at\na,hello,2015-08-06 17:00\n');
    const upload = () =>
      request(server)
        .post('/api/v1/process/upload_csv')
        .set('X-Auth-Token', token)
        .attach('file', csv, { filename: 'p.csv', contentType: 'text/csv' });
    const first = await upload().expect(200);
    await upload().expect(200);
    const third = await upload().expect(429);
    expect(third.body).toMatchObject({ code: 'errors.too_many_uploads', params: { max: '2', hours: '24' } });
    const registered = await request(server)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', token)
      .query({
        list_cluster_count: '3',
        project_name: 'one',
        path_s3: first.body.UploadResult.path_s3,
        colindex_screen_name: 0,
        colindex_tweet_text: 1,
        colindex_tweet_date: 2,
      })
      .expect(200);
    // Registered but not started, the upload is kept (Previous at step 3 registers it again).
    await upload().expect(429);
    const projectId = registered.body.RegisterResult.project_id as string;
    await request(server)
      .post('/api/v1/process/delete_csv')
      .set('X-Auth-Token', token)
      .send({ project_id: projectId })
      .expect(200);
    const firstKey = first.body.UploadResult.path_s3 as string;
    expect(await until(async () => !(await h.kizuna.runtime.objects.list('uploads/')).includes(firstKey))).toBe(true);
    await upload().expect(200);
  });
});

describe('temporary files left by a crash', () => {
  it('are swept at start-up', async () => {
    const first = await startHarness();
    await first.stop();
    const tmp = path.join(first.dataDir, 'objects', '.kizuna', 'tmp');
    await mkdir(tmp, { recursive: true });
    await writeFile(path.join(tmp, 'cut-off-by-kill-9'), 'name,text\n');
    const past = new Date(Date.now() - 5000);
    await utimes(path.join(tmp, 'cut-off-by-kill-9'), past, past);
    const again = await startHarness({}, first.dataDir);
    try {
      expect(await until(async () => (await readdir(tmp)).length === 0)).toBe(true);
    } finally {
      await again.close();
    }
  });
});
