import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import { loadConfig } from '@kizuna/platform/config';
import { JsonLogger } from '@kizuna/platform/logging';
import { LocalObjectStore, type ObjectStore } from '@kizuna/platform/objects';
import { PlatformRuntime, startMicroservice } from '@kizuna/platform/runtime';
import { AnalysisModule, ANALYSIS_SERVICE } from '../../analysis.module.js';
import { analyze } from '../../engine/analyze.js';
import type { MemberRow, Post } from '../../engine/types.js';
import { encodedUserPostShards } from '../encoded-user-posts.js';
import { NodeDetails } from '../node-details.js';
import { NODE_SHARDS, resultKeys } from '../result-keys.js';
import { CommunityFiles } from '../stored/community-files.js';
import { DatasetUserPosts } from '../stored/dataset-user-posts.js';
import { MemberFiles } from '../stored/member-files.js';
import { RunGraphs } from '../stored/run-graphs.js';
import { RunSummaries } from '../stored/run-summaries.js';
import { RunUserShards } from '../stored/run-user-shards.js';
import { RunWriter } from '../stored/run-writer.js';
import { RESULT_FORMAT_VERSION } from '../stored/result-format.js';
import { ResultFormatMigration } from './result-format-migration.js';
import {
  asVersion,
  withoutInteractionTimes,
  withoutLaterFiles,
  writeVersion1Run,
} from './test-support/version-1-run.js';

// Two retweet triangles bridged once, with words, so communities have members and users keywords.
const pairs: Array<[string, string, string]> = [
  ['alice', 'bob', 'ramen tonight'],
  ['bob', 'carol', 'ramen again'],
  ['carol', 'alice', 'ramen noodles'],
  ['dave', 'erin', 'baseball today'],
  ['erin', 'frank', 'baseball game'],
  ['frank', 'dave', 'baseball win'],
  ['carol', 'dave', 'ramen baseball'],
];
const posts: Post[] = pairs.map(([from, to, words], row) => ({
  row,
  author: from,
  text: `RT @${to}: ${words}`,
  time: 1_700_000_000_000 + row * 60_000,
  followers: null,
}));
const terms = posts.map((p) => p.text.split(' ').slice(2));
const result = analyze(posts, terms, { k: 2, seed: 1, relations: ['retweet'], displayCap: 100 });

/** Every object under results/ with its bytes. */
async function snapshot(objects: ObjectStore): Promise<Record<string, string>> {
  const keys = await objects.list('results/');
  return Object.fromEntries(
    await Promise.all(keys.map(async (k) => [k, (await objects.getBuffer(k)).toString('base64')] as const)),
  );
}

describe('ResultFormatMigration: runs of an older result format upgraded at start-up', () => {
  let dir: string;
  let objects: LocalObjectStore;
  const logged: Array<Record<string, unknown>> = [];
  let migration: ResultFormatMigration;
  let summaries: RunSummaries;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-format-migration-'));
    objects = new LocalObjectStore({ directory: dir });
    const logger = new JsonLogger('analysis', 'info', (line) => logged.push(JSON.parse(line)));
    migration = new ResultFormatMigration(objects, logger);
    summaries = new RunSummaries(objects);
    let shard = 0;
    for (const bytes of encodedUserPostShards(posts))
      await new DatasetUserPosts(objects).putShard('d1', shard++, bytes);
    await new RunWriter(objects).save('current', 'd1', result);
    await writeVersion1Run(objects, 'older', 'd1', result, { laterFiles: true });
    // Format 1 with a community that lists no members and has no member file: it cannot be upgraded.
    await writeVersion1Run(objects, 'broken', 'd1', result);
    // Format 2 saved before runs kept membership arrays, relations and a window index; and one
    // whose window index has no interaction times: format 3 needs the dataset to make them.
    await new RunWriter(objects).save('before-arrays', 'd1', result);
    await withoutLaterFiles(objects, 'before-arrays');
    await asVersion(objects, 'before-arrays', 2);
    await new RunWriter(objects).save('before-times', 'd1', result);
    await withoutInteractionTimes(objects, 'before-times');
    await asVersion(objects, 'before-times', 2);
    // Format 3: every file there, its node shards JSON objects.
    await new RunWriter(objects).save('json-shards', 'd1', result);
    await asVersion(objects, 'json-shards', 3);
    await objects.put(resultKeys.cluster('broken', 2), JSON.stringify({ data: { cluster_id: 2 } }));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });

  it('reads no run of an older format as if it were current', async () => {
    await expect(summaries.find('older')).rejects.toMatchObject({ code: 'errors.result_format_not_upgraded' });
  });

  it('upgrades the older run, marks and logs the one that fails, and the start goes on', async () => {
    await expect(migration.run()).resolves.toEqual({ runs: 6, upgraded: 2, failed: 3 });
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'error', processId: 'broken', version: 1 }),
        expect.objectContaining({ level: 'error', processId: 'before-arrays', version: 2 }),
        expect.objectContaining({ level: 'info', msg: 'result formats upgraded', upgraded: 2, failed: 3 }),
      ]),
    );
    const problem = JSON.parse((await objects.getBuffer(resultKeys.formatProblem('broken'))).toString('utf8'));
    expect(problem).toMatchObject({ from_version: 1, to_version: RESULT_FORMAT_VERSION });
    expect(problem.message).toContain('community 2 lists no members');
    await expect(summaries.find('broken')).rejects.toMatchObject({ code: 'errors.result_format_not_upgraded' });
    // A request to analyse it again finds it not saved, and computes it.
    expect(await summaries.findCurrent('broken')).toBeNull();
    expect(await summaries.findCurrent('older')).toMatchObject({ format_version: RESULT_FORMAT_VERSION });
  });

  it('marks a format-2 run that lacks what format 3 requires, naming what it lacks', async () => {
    const problemOf = async (id: string) =>
      JSON.parse((await objects.getBuffer(resultKeys.formatProblem(id))).toString('utf8')) as {
        from_version: number;
        message: string;
      };
    expect(await problemOf('before-arrays')).toMatchObject({
      from_version: 2,
      message: expect.stringContaining('membership arrays, community relations, window index'),
    });
    expect((await problemOf('before-times')).message).toContain('interaction times');
    for (const id of ['before-arrays', 'before-times'])
      await expect(summaries.find(id)).rejects.toMatchObject({ code: 'errors.result_format_not_upgraded' });
  });

  it('leaves the upgraded run answering as a run saved today does', async () => {
    const summary = await summaries.get('older');
    expect(summary.format_version).toBe(RESULT_FORMAT_VERSION);
    expect(summary.skipped_posts).toEqual({ total: 0, reasons: [] });
    const communities = new CommunityFiles(objects);
    const members = new MemberFiles(objects);
    for (const community of result.communities) {
      const c = community.cluster_id;
      expect(await communities.get('older', c)).toEqual(await communities.get('current', c));
      const rows: MemberRow[] = [];
      for await (const row of members.rows('older', c)) rows.push(row);
      // The members as format 1 listed them; where they were drawn was not kept.
      expect(rows).toEqual(
        community.nodes.map((m) => ({ ...m, x: 0, y: 0, start_date: null, end_date: null, drawn: false })),
      );
    }
    const graphs = new RunGraphs(objects);
    expect((await graphs.get('older')).skipped_posts).toEqual({ total: 0, reasons: [] });
    const details = new NodeDetails(summaries, new RunUserShards(objects), new DatasetUserPosts(objects));
    const today = (await details.get('current', 'carol')).graph_result;
    expect(today.keywords.length).toBeGreaterThan(0);
    expect(today.tweets.length).toBeGreaterThan(0);
    expect((await details.get('older', 'carol')).graph_result).toEqual({ ...today, keywords: [] });
  });

  it("rewrites a format-3 run's node shards as columns, every user answering as before", async () => {
    const keys = await objects.list(resultKeys.prefix('json-shards'));
    expect(keys.filter((k) => k.includes('/nodes/') && k.endsWith('.json'))).toEqual([]);
    expect(keys.filter((k) => k.includes('/nodes/') && k.endsWith('.bin'))).toHaveLength(NODE_SHARDS);
    const details = new NodeDetails(summaries, new RunUserShards(objects), new DatasetUserPosts(objects));
    for (const name of Object.keys(result.users)) {
      const today = await details.get('current', name);
      expect(JSON.stringify(await details.get('json-shards', name))).toBe(JSON.stringify(today));
    }
    await expect(details.get('json-shards', 'nobody')).rejects.toMatchObject({ code: 'errors.not_found' });
  });

  it('changes nothing when run again, and says the marked run is still left as it was', async () => {
    const before = await snapshot(objects);
    logged.length = 0;
    await expect(migration.run()).resolves.toEqual({ runs: 6, upgraded: 0, failed: 3 });
    expect(await snapshot(objects)).toEqual(before);
    expect(logged).toEqual(expect.arrayContaining([expect.objectContaining({ level: 'warn', processId: 'broken' })]));
  });

  it('forgets the mark once the run is analysed again', async () => {
    for (const id of ['broken', 'before-arrays', 'before-times']) {
      await new RunWriter(objects).save(id, 'd1', result);
      expect(await objects.stat(resultKeys.formatProblem(id))).toBeNull();
      expect((await summaries.get(id)).format_version).toBe(RESULT_FORMAT_VERSION);
    }
    await expect(migration.run()).resolves.toEqual({ runs: 6, upgraded: 0, failed: 0 });
  });
});

describe('the analysis service at start-up', () => {
  let dataDir: string;
  let runtime: PlatformRuntime;
  let app: INestMicroservice;

  afterAll(async () => {
    await app?.close();
    await runtime?.close();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });

  it('upgrades the runs of an older format before it answers', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-format-start-'));
    runtime = await PlatformRuntime.create(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', KIZUNA_SERVICES: ANALYSIS_SERVICE }),
    );
    await writeVersion1Run(runtime.objects, 'older', 'd1', result, { laterFiles: true });
    app = await startMicroservice(ANALYSIS_SERVICE, AnalysisModule.forRuntime(runtime) as never, runtime);
    expect((await app.get(RunSummaries).get('older')).format_version).toBe(RESULT_FORMAT_VERSION);
    expect(await runtime.objects.stat(resultKeys.members('older', 1))).not.toBeNull();
  });
});
