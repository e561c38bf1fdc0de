import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

  /** Asks for the whole graph until the project's layout is made (the first answer is pending). */
  const askUntilLaidOut = async (processId: string) => {
    const deadline = Date.now() + 60_000;
    let res = await ask(owner, processId);
    while (res.status === 409 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      res = await ask(owner, processId);
    }
    expect(res.status).toBe(200);
    return decodeWholeGraph(res.body as Buffer);
  };

  /** Every user's place in the run's GEXF download, by node id (y turned back: GEXF's y runs up). */
  const gexfPlaces = async (processId: string): Promise<Map<string, [number, number]>> => {
    const res = await request(h.http)
      .post('/api/v1/analyze/cluster/download_gexf')
      .set('X-Auth-Token', owner)
      .send({ process_id: processId })
      .expect(200);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(res.text);
    const nodes = doc.gexf.graph.nodes.node as Array<{ id: string; 'viz:position': { x: string; y: string } }>;
    return new Map(
      nodes.map((node) => [String(node.id), [Number(node['viz:position'].x), -Number(node['viz:position'].y)]]),
    );
  };

  /**
   * Whether the GEXF puts every user where the whole graph draws it: to the GEXF's 0.01, plus half
   * a step of the answer's position grid (the GEXF has the places unrounded).
   */
  const sameAsGexf = (graph: WholeGraph, places: Map<string, [number, number]>, halfStep: [number, number]): boolean =>
    places.size === graph.userCount &&
    graph.ids.every((id, u) => {
      const [x, y] = places.get(id) ?? [NaN, NaN];
      return (
        Math.abs(x - graph.positions[2 * u]) <= halfStep[0] + 0.01 + 1e-6 * Math.abs(x) &&
        Math.abs(y - graph.positions[2 * u + 1]) <= halfStep[1] + 0.01 + 1e-6 * Math.abs(y)
      );
    });
  /** Half a step of the position grid of the run's answer (its header). */
  const gridHalfStep = async (processId: string): Promise<[number, number]> => {
    const header = readWholeGraphHeader((await ask(owner, processId).expect(200)).body as Buffer);
    return [header.xStep / 2, header.yStep / 2];
  };

  const objectsDir = () => path.join(h.dataDir, 'objects');
  /** The projects' layout files (analysis/datasets/<id>/layout/<order>.bin). */
  const layoutFiles = async (): Promise<string[]> => {
    const datasets = path.join(objectsDir(), 'analysis', 'datasets');
    const files: string[] = [];
    for (const dataset of await readdir(datasets)) {
      const folder = path.join(datasets, dataset, 'layout');
      for (const name of await readdir(folder).catch(() => [] as string[])) files.push(path.join(folder, name));
    }
    return files;
  };
  /** A column file's header: [u32 length][JSON]. */
  const headerOf = (bytes: Buffer) =>
    JSON.parse(bytes.toString('utf8', 4, 4 + bytes.readUInt32LE(0))) as { version: number };

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
    const halfStep = await gridHalfStep(processIds[0]);
    // A step is at most GRID_FRAME_GROWTH times the picture's side over POSITION_STEPS.
    const xs = Array.from({ length: graph.userCount }, (_, u) => graph.positions[2 * u]);
    expect(2 * halfStep[0]).toBeLessThanOrEqual(
      (GRID_FRAME_GROWTH * (Math.max(...xs) - Math.min(...xs))) / POSITION_STEPS,
    );
    expect(sameAsGexf(graph, await gexfPlaces(processIds[0]), halfStep)).toBe(true);
  });

  it('makes an answer kept in an older format again, and removes the old one', async () => {
    const results = path.join(objectsDir(), 'results', processIds[1]);
    for (const name of await readdir(results)) if (name.startsWith('whole-graph')) await rm(path.join(results, name));
    // As format version 1 kept it: no version in the name, a version 1 header inside.
    const old = Buffer.alloc(64);
    old.write('KZWG');
    old.writeUInt32LE(1, 4);
    await writeFile(path.join(results, 'whole-graph.bin.gz'), gzipSync(old));
    const graph = await wholeGraph(owner, processIds[1]);
    expect(graph.communityCount).toBe(6);
    const kept = (await readdir(results)).filter((name) => name.startsWith('whole-graph'));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(new RegExp(`^whole-graph-layout-\\d+\\.v${WHOLE_GRAPH_VERSION}\\.bin\\.gz$`));
  });

  it('lays out again a project laid out by the previous layout version, answering pending meanwhile', async () => {
    const before = await wholeGraph(owner, processIds[0]);
    const k6Answer = await ask(owner, processIds[1]).expect(200);
    const k6 = decodeWholeGraph(k6Answer.body as Buffer);
    // As a project laid out before the last version: its layout file says the previous version,
    // and each run keeps an answer made from it under the name version 1 gave it (here the k = 6
    // run's answer for both runs, so that an older answer served again would show).
    for (const processId of processIds) {
      const run = path.join(objectsDir(), 'results', processId);
      const kept = (await readdir(run)).filter((name) => name.startsWith('whole-graph'));
      expect(kept).toHaveLength(1);
      await rm(path.join(run, kept[0]));
      await writeFile(path.join(run, 'whole-graph.bin.gz'), gzipSync(k6Answer.body as Buffer));
    }
    const files = await layoutFiles();
    expect(files.length).toBeGreaterThan(0);
    const current = headerOf(await readFile(files[0])).version;
    for (const file of files) {
      const bytes = await readFile(file);
      const head = bytes.toString('latin1', 4, 4 + bytes.readUInt32LE(0));
      const older = head.replace(`"version":${current}`, `"version":${current - 1}`);
      expect(older.length).toBe(head.length);
      bytes.write(older, 4, 'latin1');
      await writeFile(file, bytes);
    }
    const pending = await ask(owner, processIds[0]).expect(409);
    expect(JSON.parse((pending.body as Buffer).toString('utf8')).code).toBe('errors.graph_layout_pending');
    const after = await askUntilLaidOut(processIds[0]);
    // Laid out again by today's version, over the older file; the same posts give the same places.
    for (const file of await layoutFiles()) expect(headerOf(await readFile(file)).version).toBe(current);
    expect(after.communityCount).toBe(3);
    expect([...after.positions]).toEqual([...before.positions]);
    expect((await askUntilLaidOut(processIds[1])).communityCount).toBe(k6.communityCount);
    expect(sameAsGexf(after, await gexfPlaces(processIds[0]), await gridHalfStep(processIds[0]))).toBe(true);
  });

  it('lays out a project prepared before layouts were, in the background, when its whole graph is asked for', async () => {
    const before = await wholeGraph(owner, processIds[0]);
    // As a project registered before layouts were made: no layout, no kept answer or download.
    for (const file of await layoutFiles()) await rm(file);
    for (const processId of processIds) {
      const run = path.join(objectsDir(), 'results', processId);
      for (const name of await readdir(run)) if (name.startsWith('whole-graph')) await rm(path.join(run, name));
      await rm(path.join(run, 'exports'), { recursive: true, force: true });
    }
    const pending = await ask(owner, processIds[0]).expect(409);
    expect(JSON.parse((pending.body as Buffer).toString('utf8')).code).toBe('errors.graph_layout_pending');
    // Meanwhile the GEXF carries today's places; once laid out, the whole graph's.
    const meanwhile = await gexfPlaces(processIds[0]);
    const after = await askUntilLaidOut(processIds[0]);
    const halfStep = await gridHalfStep(processIds[0]);
    expect(sameAsGexf(before, meanwhile, halfStep)).toBe(false);
    expect(sameAsGexf(after, await gexfPlaces(processIds[0]), await gridHalfStep(processIds[0]))).toBe(true);
    // Laid out again from the same posts: the same places.
    expect(Buffer.from(after.positions.buffer, after.positions.byteOffset, after.positions.byteLength)).toEqual(
      Buffer.from(before.positions.buffer, before.positions.byteOffset, before.positions.byteLength),
    );
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
