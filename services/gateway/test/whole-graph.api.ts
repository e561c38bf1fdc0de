import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import {
  decodeWholeGraph,
  GRID_FRAME_GROWTH,
  LAID_OUT_BY_RELATIONS,
  POSITION_STEPS,
  readWholeGraphHeader,
  WHOLE_GRAPH_VERSION,
  type WholeGraph,
} from '@kizuna/proto/graph-binary';
import { ADMIN, startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { registerDemonetization } from './register-demonetization.js';

/** The answer's bytes (superagent unzips a gzipped answer on its way, as a browser does). */
describe('the whole graph, binary (issue 59)', () => {
  let h: Harness;
  let owner: string;
  let stranger: string;
  let admin: string;
  let processIds: string[];

  const ask = (token: string, processId: string, encoding = 'gzip') =>
    request(h.http)
      .post('/api/v1/analyze/cluster/get_whole_graph')
      .set('X-Auth-Token', token)
      .set('Accept-Encoding', encoding)
      .send({ process_id: processId })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  const wholeGraph = async (token: string, processId: string): Promise<WholeGraph> => {
    const res = await ask(token, processId).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/octet-stream/);
    expect(res.headers['content-encoding']).toBe('gzip');
    return decodeWholeGraph(res.body as Buffer);
  };

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.approvedUser('owner@example.com');
    stranger = await h.approvedUser('stranger@example.com');
    admin = await h.login(ADMIN);
    const reg = await registerDemonetization(h, owner, '3,6');
    processIds = reg.ProcessResult.map((r) => r.process_id);
    const early = await ask(owner, processIds[0]).expect(409);
    expect(JSON.parse((early.body as Buffer).toString('utf8')).code).toBe('errors.run_not_done');
    await request(h.http)
      .post('/api/v1/process/analyze_start')
      .set('X-Auth-Token', owner)
      .send({ list_process_id: processIds.join(',') })
      .expect(200);
    await waitForProject(h.http, owner, reg.project_id);
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers every user of the run with its community, as the JSON graph has them', async () => {
    const graph = await wholeGraph(owner, processIds[0]);
    const json = await request(h.http)
      .post('/api/v1/analyze/cluster/get_graph')
      .set('X-Auth-Token', owner)
      .send({ process_id: processIds[0] })
      .expect(200);
    const data = json.body.data as {
      users_total: number;
      nodes: Array<{ type: string; node_id: string; cluster_id: number; label: string }>;
    };
    expect(graph.userCount).toBe(data.users_total);
    expect(graph.communityCount).toBe(3);
    expect(graph.flags & LAID_OUT_BY_RELATIONS).toBe(LAID_OUT_BY_RELATIONS);
    expect([...graph.communitySizes].reduce((a, b) => a + b, 0)).toBe(graph.userCount);
    expect([...graph.positions].every(Number.isFinite)).toBe(true);
    const index = new Map(graph.ids.map((id, u) => [id, u]));
    const drawn = data.nodes.filter((n) => n.type === 'node');
    expect(drawn.length).toBeGreaterThan(0);
    for (const node of drawn) {
      const u = index.get(node.node_id);
      expect(u).toBeDefined();
      expect(graph.community[u!]).toBe(node.cluster_id - 1);
      expect(graph.labels[u!] || graph.ids[u!]).toBe(node.label);
    }
    expect(graph.pairs.length).toBeGreaterThan(0);
  });

  it('keeps every related user in its place from one k to the next', async () => {
    const [k3, k6] = await Promise.all(processIds.map((id) => wholeGraph(owner, id)));
    expect(k6.communityCount).toBe(6);
    expect(k6.ids).toEqual(k3.ids);
    let compared = 0;
    for (let u = 0; u < k3.userCount; u++) {
      if (k3.degree[u] === 0) continue;
      expect([k6.positions[2 * u], k6.positions[2 * u + 1]]).toEqual([k3.positions[2 * u], k3.positions[2 * u + 1]]);
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('puts every user of the GEXF where the whole graph draws it (Gephi opens the same picture)', async () => {
    const graph = await wholeGraph(owner, processIds[0]);
    const res = await request(h.http)
      .post('/api/v1/analyze/cluster/download_gexf')
      .set('X-Auth-Token', owner)
      .send({ process_id: processIds[0] })
      .expect(200);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(res.text);
    const nodes = doc.gexf.graph.nodes.node as Array<{ id: string; 'viz:position': { x: string; y: string } }>;
    expect(nodes).toHaveLength(graph.userCount);
    const index = new Map(graph.ids.map((id, u) => [id, u]));
    // The answer's places are on its grid (the header's steps): half a step off at most, and a step
    // at most GRID_FRAME_GROWTH times the picture's side over POSITION_STEPS.
    const header = readWholeGraphHeader((await ask(owner, processIds[0]).expect(200)).body as Buffer);
    const halfStep = [header.xStep / 2, header.yStep / 2];
    const xs = Array.from({ length: graph.userCount }, (_, u) => graph.positions[2 * u]);
    expect(header.xStep).toBeLessThanOrEqual(
      (GRID_FRAME_GROWTH * (Math.max(...xs) - Math.min(...xs))) / POSITION_STEPS,
    );
    for (const node of nodes) {
      const u = index.get(String(node.id))!;
      const x = Number(node['viz:position'].x);
      const y = -Number(node['viz:position'].y);
      expect(Math.abs(x - graph.positions[2 * u])).toBeLessThanOrEqual(halfStep[0] + 0.01 + 1e-6 * Math.abs(x));
      expect(Math.abs(y - graph.positions[2 * u + 1])).toBeLessThanOrEqual(halfStep[1] + 0.01 + 1e-6 * Math.abs(y));
    }
  });

  it('lays out a project prepared before layouts were, in the background, when its whole graph is asked for', async () => {
    const before = await wholeGraph(owner, processIds[0]);
    // As a project registered before layouts were made: no layout, no kept answer.
    const objects = path.join(h.dataDir, 'objects');
    const datasets = path.join(objects, 'analysis', 'datasets');
    for (const dataset of await readdir(datasets))
      await rm(path.join(datasets, dataset, 'layout'), { recursive: true, force: true });
    for (const processId of processIds) await removeKeptAnswers(path.join(objects, 'results', processId));
    const pending = await ask(owner, processIds[0]).expect(409);
    expect(JSON.parse((pending.body as Buffer).toString('utf8')).code).toBe('errors.graph_layout_pending');
    const deadline = Date.now() + 60_000;
    let res = await ask(owner, processIds[0]);
    while (res.status === 409 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      res = await ask(owner, processIds[0]);
    }
    expect(res.status).toBe(200);
    const after = decodeWholeGraph(res.body as Buffer);
    // Laid out again from the same posts: the same places.
    expect(Buffer.from(after.positions.buffer, after.positions.byteOffset, after.positions.byteLength)).toEqual(
      Buffer.from(before.positions.buffer, before.positions.byteOffset, before.positions.byteLength),
    );
  });

  it('makes an answer kept in an older version again, and removes the old one', async () => {
    const results = path.join(h.dataDir, 'objects', 'results', processIds[1]);
    await removeKeptAnswers(results);
    // As version 1 kept it: no version in the name, a version 1 header inside.
    const old = Buffer.alloc(64);
    old.write('KZWG');
    old.writeUInt32LE(1, 4);
    await writeFile(path.join(results, 'whole-graph.bin.gz'), gzipSync(old));
    const graph = await wholeGraph(owner, processIds[1]);
    expect(graph.communityCount).toBe(6);
    const kept = (await readdir(results)).filter((name) => name.startsWith('whole-graph'));
    expect(kept).toEqual([`whole-graph.v${WHOLE_GRAPH_VERSION}.bin.gz`]);
  });

  it('answers unzipped bytes to a client that takes no gzip', async () => {
    const res = await ask(owner, processIds[0], 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(decodeWholeGraph(res.body as Buffer).communityCount).toBe(3);
  });

  it('answers the admin, and no one else: a stranger gets the one 404, no token a 401', async () => {
    expect((await wholeGraph(admin, processIds[0])).communityCount).toBe(3);
    const hidden = await ask(stranger, processIds[0]).expect(404);
    expect(JSON.parse((hidden.body as Buffer).toString('utf8')).code).toBe('errors.not_found');
    await ask(stranger, 'no-such-run').expect(404);
    await request(h.http)
      .post('/api/v1/analyze/cluster/get_whole_graph')
      .send({ process_id: processIds[0] })
      .expect(401);
  });
});

/** Removes a run's kept whole-graph answers, of any version. */
async function removeKeptAnswers(results: string): Promise<void> {
  for (const name of await readdir(results))
    if (name.startsWith('whole-graph')) await rm(path.join(results, name), { force: true });
}
