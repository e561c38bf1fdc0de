import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { Topic } from '@kizuna/proto';
import { AccessAction, SecurityEventKind } from '@kizuna/proto/rules';
import { BusClient, InProcessClient } from '@kizuna/platform/bus';
import { ADMIN, startHarness, type Harness } from './kizuna-harness.js';

const TOKYO_OFFSET_MS = 9 * 3_600_000;
const todayInTokyo = () => new Date(Date.now() + TOKYO_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');

/** The raw bytes of a download (supertest would decode the text and may hide the BOM). */
function raw(res: request.Response, callback: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

async function post(http: App, route: string, token: string, body: object) {
  return request(http).post(`/api/v1/logs/${route}`).set('X-Auth-Token', token).send(body);
}

async function download(http: App, route: string, token: string, body: object) {
  return request(http).post(`/api/v1/logs/${route}`).set('X-Auth-Token', token).send(body).buffer(true).parse(raw);
}

describe('logs: access logs and security events for admins', () => {
  let h: Harness;
  let admin: string;
  let user: string;
  let bus: BusClient;

  const logged = (typeAction: AccessAction, at: string, userName: string, projectId = '', projectName = '') =>
    bus.emit(Topic.AccessLogged, {
      typeAction,
      userId: `id-${userName}`,
      userName,
      userEmail: `${userName.replace(/\W/g, '') || 'x'}@example.com`,
      projectId,
      projectName,
      processId: '',
      at,
      clientAddress: '192.0.2.7',
      detail: '',
    });

  beforeAll(async () => {
    h = await startHarness();
    user = await h.approvedUser('ordinary@example.com');
    admin = await h.login(ADMIN);
    bus = new BusClient(new InProcessClient(h.kizuna.runtime.broker));
    // Around the Tokyo day 2026-03-01: it begins at 2026-02-28T15:00Z and ends at 2026-03-01T14:59:59.999Z.
    await logged(AccessAction.LOGIN, '2026-02-28T14:59:59.999Z', 'before');
    await logged(AccessAction.LOGIN, '2026-02-28T15:00:00.000Z', 'first');
    await logged(AccessAction.LOGIN, '2026-03-01T03:00:00.000Z', '=HYPERLINK("http://evil.example","x")');
    await logged(AccessAction.LOGIN, '2026-03-01T14:59:59.999Z', 'last');
    await logged(AccessAction.LOGIN, '2026-03-01T15:00:00.000Z', 'after');
    await logged(AccessAction.RESULT_VIEW, '2026-03-01T05:00:00.000Z', '山田', 'p-1', 'プロジェクト');
    // 60 analysis starts on 2026-04-01 (Tokyo), one a minute, users u00..u59, projects in reverse.
    for (let i = 0; i < 60; i++) {
      const at = new Date(Date.parse('2026-04-01T00:00:00Z') + i * 60_000).toISOString();
      await logged(
        AccessAction.ANALYSIS_START,
        at,
        `u${String(i).padStart(2, '0')}`,
        `p${String(59 - i).padStart(2, '0')}`,
        `n${i % 7}`,
      );
    }
    await bus.emit(Topic.SecurityEvent, {
      kind: SecurityEventKind.SIGN_IN_FAILED,
      userId: '',
      userEmail: '@evil.example',
      actorEmail: '',
      clientAddress: '198.51.100.1',
      detail: 'password',
      at: '2026-03-01T01:00:00.000Z',
    });
    await bus.emit(Topic.SecurityEvent, {
      kind: SecurityEventKind.ROLE_CHANGED,
      userId: '',
      userEmail: 'someone@example.com',
      actorEmail: ADMIN,
      clientAddress: '',
      detail: 'admin',
      at: '2026-03-01T02:00:00.000Z',
    });
    await h.kizuna.runtime.broker.drain();
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses every logs route to an ordinary user', async () => {
    for (const route of [
      'list_access_logs',
      'download_access_logs',
      'list_security_events',
      'download_security_events',
    ]) {
      const res = await post(h.http, route, user, {});
      expect([route, res.status, res.body.code]).toEqual([route, 403, 'errors.forbidden']);
    }
  });

  it('lists a Tokyo day from 00:00 to 23:59 inclusive, newest first, with the spec fields', async () => {
    const res = await post(h.http, 'list_access_logs', admin, {
      type_action: 0,
      date_start: '2026-03-01 00:00',
      date_end: '2026-03-01 23:59',
    });
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({ count_total: 3 });
    expect(res.body.LogResult.map((r: { user_name: string }) => r.user_name)).toEqual([
      'last',
      '=HYPERLINK("http://evil.example","x")',
      'first',
    ]);
    expect(res.body.LogResult[0]).toEqual({
      access_log_id: expect.any(String),
      type_action: 0,
      user_id: 'id-last',
      user_name: 'last',
      user_email: 'last@example.com',
      project_id: '',
      project_name: '',
      process_id: '',
      created_at: '2026-03-01T14:59:59.999Z',
      client_address: '192.0.2.7',
      detail: '',
    });
    // A minute's end is its last millisecond; seconds narrow it to the second.
    const minute = await post(h.http, 'list_access_logs', admin, {
      date_start: '2026-03-01 23:59',
      date_end: '2026-03-01 23:59',
    });
    expect(minute.body.LogResult.map((r: { user_name: string }) => r.user_name)).toEqual(['last']);
    const before = await post(h.http, 'list_access_logs', admin, {
      date_start: '2026-02-28 23:59:59',
      date_end: '2026-02-28 23:59:59',
    });
    expect(before.body.LogResult.map((r: { user_name: string }) => r.user_name)).toEqual(['before']);
    const views = await post(h.http, 'list_access_logs', admin, {
      type_action: 2,
      date_start: '2026-03-01 00:00',
      date_end: '2026-03-01 23:59',
    });
    expect(views.body.LogResult).toEqual([
      expect.objectContaining({ user_name: '山田', project_id: 'p-1', project_name: 'プロジェクト' }),
    ]);
  });

  it('pages and sorts by each key, the total counting every match', async () => {
    const range = { type_action: 1, date_start: '2026-04-01 00:00', date_end: '2026-04-01 23:59' };
    const names = (res: request.Response) => res.body.LogResult.map((r: { user_name: string }) => r.user_name);
    const first = await post(h.http, 'list_access_logs', admin, { ...range, sort_key: 1, is_ascending: true });
    expect([first.body.stats.count_total, first.body.LogResult.length]).toEqual([60, 25]);
    expect(names(first).slice(0, 3)).toEqual(['u00', 'u01', 'u02']);
    const third = await post(h.http, 'list_access_logs', admin, { ...range, sort_key: 1, is_ascending: true, page: 2 });
    expect(names(third)).toEqual(Array.from({ length: 10 }, (_, i) => `u${50 + i}`));
    const fifty = await post(h.http, 'list_access_logs', admin, { ...range, sort_key: 5, page: 1, max_count: 50 });
    expect(names(fifty)).toEqual(Array.from({ length: 10 }, (_, i) => `u${String(9 - i).padStart(2, '0')}`));
    const byProject = await post(h.http, 'list_access_logs', admin, { ...range, sort_key: 3, is_ascending: true });
    expect(byProject.body.LogResult[0]).toMatchObject({ project_id: 'p00', user_name: 'u59' });
    const byEmail = await post(h.http, 'list_access_logs', admin, { ...range, sort_key: 2, is_ascending: false });
    expect(names(byEmail)[0]).toBe('u59');
    // Project name n0 holds u00, u07, ..., u56; ties go by time, here descending like the sort.
    const byName = await post(h.http, 'list_access_logs', admin, {
      ...range,
      sort_key: 4,
      is_ascending: false,
      max_count: 100,
    });
    expect(names(byName).slice(0, 3)).toEqual(['u55', 'u48', 'u41']);
    expect(names(byName).slice(-3)).toEqual(['u14', 'u07', 'u00']);
  });

  it('refuses bad ranges, sort keys, page sizes and types, naming the field', async () => {
    const bad = async (body: object) => {
      const res = await post(h.http, 'list_access_logs', admin, body);
      return [res.status, res.body.code, res.body.params?.field];
    };
    expect(await bad({ date_start: '2026-02-30 00:00' })).toEqual([400, 'errors.log_range_invalid', 'date_start']);
    expect(await bad({ date_start: '2026-03-02 00:00', date_end: '2026-03-01 00:00' })).toEqual([
      400,
      'errors.log_range_invalid',
      'date_start',
    ]);
    expect(await bad({ sort_key: 6 })).toEqual([400, 'errors.bad_request', 'sort_key']);
    expect(await bad({ max_count: 30 })).toEqual([400, 'errors.bad_request', 'max_count']);
    expect(await bad({ type_action: 4 })).toEqual([400, 'errors.bad_request', 'type_action']);
  });

  it('shows a real sign-in in the default range (the last 7 days in Tokyo) with its client address', async () => {
    await h.login('ordinary@example.com');
    await h.kizuna.runtime.broker.drain();
    const res = await post(h.http, 'list_access_logs', admin, { type_action: 0 });
    expect(res.body.LogResult).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          user_email: 'ordinary@example.com',
          client_address: expect.stringMatching(/127\.0\.0\.1/),
        }),
      ]),
    );
  });

  it('downloads the range as a CSV named after the type and today in Tokyo, with a BOM and formula-safe cells', async () => {
    const range = { date_start: '2026-03-01 00:00', date_end: '2026-03-01 23:59' };
    const res = await download(h.http, 'download_access_logs', admin, { type_action: 0, ...range });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename="login_logs_${todayInTokyo()}.csv"`);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('access_log_id,user_name,user_email,project_id,project_name,created_at,client_address');
    expect(lines.slice(1).map((l) => /,([\d/]+ [\d:]+),[^,]*$/.exec(l)?.[1])).toEqual([
      '2026/03/01 23:59:59',
      '2026/03/01 12:00:00',
      '2026/03/01 00:00:00',
    ]);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines.join('\n')).not.toMatch(/(^|,)"?=/m);
    for (const [typeAction, name] of [
      [1, 'analyze_start_logs'],
      [2, 'analyze_browse_logs'],
    ] as const) {
      const file = await download(h.http, 'download_access_logs', admin, { type_action: typeAction, ...range });
      expect(file.headers['content-disposition']).toContain(`filename="${name}_${todayInTokyo()}.csv"`);
    }
    const views = await download(h.http, 'download_access_logs', admin, { type_action: 2, ...range });
    expect((views.body as Buffer).toString('utf8')).toContain('山田');
  });

  it('lists and downloads security events by range and kind', async () => {
    const range = { date_start: '2026-03-01 00:00', date_end: '2026-03-01 23:59' };
    const all = await post(h.http, 'list_security_events', admin, range);
    expect(all.body.stats).toEqual({ count_total: 2 });
    expect(all.body.LogResult[0]).toEqual({
      security_event_id: expect.any(String),
      kind: SecurityEventKind.ROLE_CHANGED,
      kind_name: 'role_changed',
      user_id: '',
      user_email: 'someone@example.com',
      actor_email: ADMIN,
      client_address: '',
      detail: 'admin',
      created_at: '2026-03-01T02:00:00.000Z',
    });
    const failed = await post(h.http, 'list_security_events', admin, {
      ...range,
      kind: SecurityEventKind.SIGN_IN_FAILED,
    });
    expect(failed.body.LogResult.map((r: { user_email: string }) => r.user_email)).toEqual(['@evil.example']);
    const file = await download(h.http, 'download_security_events', admin, range);
    expect(file.headers['content-disposition']).toContain(`filename="security_events_${todayInTokyo()}.csv"`);
    const text = (file.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFFsecurity_event_id,kind,')).toBe(true);
    expect(text).toContain(",sign_in_failed,'@evil.example,,198.51.100.1,password,2026/03/01 10:00:00");
  });
});

describe('log retention', () => {
  it('removes entries older than LOG_RETENTION_DAYS and their day files, keeping the rest', async () => {
    const day = 86_400_000;
    let h = await startHarness({ LOG_RETENTION_DAYS: '30' });
    const bus = new BusClient(new InProcessClient(h.kizuna.runtime.broker));
    for (const [name, age] of [
      ['old', 40],
      ['recent', 10],
    ] as const)
      // Only what the retention reads: the bus fills the rest with its defaults.
      await bus.emit(Topic.AccessLogged, {
        typeAction: AccessAction.LOGIN,
        userName: name,
        at: new Date(Date.now() - age * day).toISOString(),
      } as never);
    await h.kizuna.runtime.broker.drain();
    const dir = path.join(h.dataDir, 'logs', 'access_logs');
    const oldFile = `${new Date(Date.now() - 40 * day).toISOString().slice(0, 10)}.ndjson`;
    expect(await readdir(dir)).toContain(oldFile);
    const list = async () => {
      const admin = await h.login(ADMIN);
      const res = await post(h.http, 'list_access_logs', admin, {
        date_start: '2000-01-01 00:00',
        date_end: '2100-01-01 00:00',
        max_count: 100,
      });
      return res.body.LogResult.map((r: { user_name: string }) => r.user_name).filter((n: string) => n !== 'admin');
    };
    // The pass at start-up set the limit: an entry arriving already too old is hidden at once…
    expect(await list()).toEqual(['recent']);
    await h.stop();
    h = await startHarness({ LOG_RETENTION_DAYS: '30' }, h.dataDir);
    // …and its day file goes at the next pass (hourly, and at start-up).
    expect(await list()).toEqual(['recent']);
    const files = await readdir(dir);
    expect(files).not.toContain(oldFile);
    expect(files).toContain(`${new Date(Date.now() - 10 * day).toISOString().slice(0, 10)}.ndjson`);
    await h.close();
  });
});

describe('log entries of earlier versions', () => {
  it('moves access logs kept in the document store to the log store at start-up, once', async () => {
    let h = await startHarness();
    const legacy = (await h.kizuna.runtime.documents('logs')).collection<{ _id: string } & Record<string, unknown>>(
      'access_logs',
    );
    await legacy.insertOne({
      _id: 'old-1',
      type_action: 1,
      user_id: 'u1',
      user_name: 'Legacy',
      user_email: 'legacy@example.com',
      project_id: 'p1',
      project_name: 'Old project',
      process_id: 'r1',
      created_at: '2026-03-01T01:00:00.000Z',
      client_address: '',
    });
    await h.stop();
    h = await startHarness({}, h.dataDir);
    const list = async () => {
      const admin = await h.login(ADMIN);
      const res = await post(h.http, 'list_access_logs', admin, {
        type_action: 1,
        date_start: '2026-03-01 00:00',
        date_end: '2026-03-01 23:59',
      });
      return res.body.LogResult.map((r: { user_name: string; project_name: string }) => [r.user_name, r.project_name]);
    };
    expect(await list()).toEqual([['Legacy', 'Old project']]);
    expect(await (await h.kizuna.runtime.documents('logs')).collection('access_logs').count({})).toBe(0);
    await h.stop();
    h = await startHarness({}, h.dataDir);
    expect(await list()).toEqual([['Legacy', 'Old project']]);
    await h.close();
  });
});
