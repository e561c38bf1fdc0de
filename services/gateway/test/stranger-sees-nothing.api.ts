import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { z } from 'zod';
import { ROUTES, type RouteSpec } from '@kizuna/http-api';
import { startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { explorerCsv, startExplorerProject } from './explorer-data.js';

/** The fields that name a project, a run, runs or a series: what a stranger could probe with. */
const ID_FIELDS = [
  'project_id',
  'process_id',
  'list_process_id',
  'other_process_id',
  'process_ids',
  'series_id',
] as const;
type Ids = Record<(typeof ID_FIELDS)[number], string | string[]>;

/** The route's fields as a zod object shape (its body, or its query for a GET). */
function shapeOf(route: RouteSpec): Record<string, z.ZodType> {
  const schema = (route.body ?? route.query) as z.ZodObject | undefined;
  return (schema?.shape ?? {}) as Record<string, z.ZodType>;
}

/** The required fields a request cannot do without, each of its own type (so the ids are what decides). */
function plausible(field: z.ZodType, name: string): unknown {
  const def = field.def as { type: string; innerType?: z.ZodType };
  if (def.type === 'number') return 1;
  if (def.type === 'boolean') return true;
  if (def.type === 'enum') return (field as z.ZodEnum).options[0];
  if (name.includes('email')) return 'someone@example.com';
  return 'x';
}

/** The same id (or ids) with every hex digit changed: its shape kept, so only whether it exists differs. */
function madeUp(id: string | string[]): string | string[] {
  if (Array.isArray(id)) return id.map((one) => madeUp(one) as string);
  return id.replace(/[0-9a-f]/g, (c) => ((parseInt(c, 16) + 7) % 16).toString(16));
}

/**
 * Issue 46: a stranger learns nothing from a project's or a run's id. For every route of the route
 * table that takes one, the answer to an existing project's or run's id is exactly the answer to
 * an id that was never given out: status, code, message and params.
 */
describe('a stranger gets the same answer for an existing project as for none (issue 46)', () => {
  let h: Harness;
  let owner: string;
  let stranger: string;
  let real: Ids;
  let strangerUpload: string;

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.approvedUser('owner@example.com');
    stranger = await h.approvedUser('stranger@example.com');
    const { projectId, processId } = await startExplorerProject(h.http, owner, h.dataDir, 'Private');
    const second = await startExplorerProject(h.http, owner, h.dataDir, 'Private again');
    expect((await waitForProject(h.http, owner, projectId)).status).toBe(2);
    expect((await waitForProject(h.http, owner, second.projectId)).status).toBe(2);
    const processIds = [processId, second.processId];
    const series = await request(h.http)
      .post('/api/v1/series/save_series')
      .set('X-Auth-Token', owner)
      .send({ name: 'Private series', process_ids: processIds })
      .expect(200);
    real = {
      project_id: projectId,
      process_id: processId,
      list_process_id: processId,
      other_process_id: processId,
      process_ids: processIds,
      series_id: series.body.data.series_id as string,
    };
    // The stranger's own upload, so that registering a run into the owner's project fails on the project only.
    const file = path.join(h.dataDir, 'stranger.csv');
    await writeFile(file, explorerCsv());
    const up = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', stranger)
      .attach('file', file, { contentType: 'text/csv' })
      .expect(200);
    strangerUpload = up.body.UploadResult.path_s3 as string;
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  const probed = ROUTES.filter((r) => r.auth === 'signed-in' && ID_FIELDS.some((f) => f in shapeOf(r)));

  /** The request a stranger makes with these ids: every id field, the required fields, a full registration. */
  function bodyFor(route: RouteSpec, ids: Ids): Record<string, unknown> {
    const body: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(shapeOf(route))) {
      if ((ID_FIELDS as readonly string[]).includes(name)) body[name] = ids[name as keyof Ids];
      else if (!['default', 'optional'].includes((field.def as { type: string }).type))
        body[name] = plausible(field, name);
    }
    if (route.path.endsWith('/register_analyze'))
      Object.assign(body, {
        list_cluster_count: '3',
        project_name: 'Probe',
        path_s3: strangerUpload,
        colindex_screen_name: 0,
        colindex_tweet_text: 1,
        colindex_tweet_date: 2,
        colindex_count_follower: 3,
      });
    return body;
  }

  function ask(route: RouteSpec, token: string, body: Record<string, unknown>) {
    const req =
      route.method === 'GET'
        ? request(h.http).get(route.path).query(body)
        : request(h.http).post(route.path).send(body);
    return req.set('X-Auth-Token', token);
  }

  it('walks the routes the issue names', () => {
    const paths = probed.map((r) => r.path);
    for (const name of [
      'get_project',
      'retry_run',
      'delete_run',
      'analyze_start',
      'register_analyze',
      'get_graph',
      'get_series_flows',
      'save_series',
      'get_series',
      'rename_series',
      'delete_series',
    ])
      expect(paths.some((p) => p.endsWith(`/${name}`))).toBe(true);
  });

  it.each(probed.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    const fake = Object.fromEntries(ID_FIELDS.map((f) => [f, madeUp(real[f])])) as Ids;
    const existing = await ask(route, stranger, bodyFor(route, real));
    const missing = await ask(route, stranger, bodyFor(route, fake));
    expect({ status: existing.status, body: existing.body }).toEqual({ status: missing.status, body: missing.body });
    // The stranger never gets in: the same refusal, and it is "not found".
    expect(existing.status).toBe(404);
    expect(existing.body.code).toBe('errors.not_found');
  });
});
