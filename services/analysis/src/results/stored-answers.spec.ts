import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import { BUS_ANSWERS, type JsonReplyTopic } from '@kizuna/http-api';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { loadConfig } from '@kizuna/platform/config';
import { PlatformRuntime, startMicroservice } from '@kizuna/platform/runtime';
import type { z } from 'zod';
import { AnalysisModule, ANALYSIS_SERVICE } from '../analysis.module.js';
import { analyze } from '../engine/analyze.js';
import { termMatrixFromPostTerms } from '../engine/text/term-matrix.js';
import type { Post } from '../engine/types.js';
import { encodedUserPostShards, UserPostShard } from './encoded-user-posts.js';
import { UserShard } from './user-shard-codec.js';
import { DatasetUserPosts } from './stored/dataset-user-posts.js';
import { RunWriter } from './stored/run-writer.js';
import { resultKeys } from './result-keys.js';
import {
  StoredCommunity,
  StoredEdgeLine,
  StoredGraph,
  StoredMemberRow,
  StoredRunUsers,
  StoredUserPosts,
} from './stored-file-schemas.js';
import { encodeTerms } from './terms-codec.js';
import { coordinationInputs, findCoordination } from '../engine/coordination/index.js';
import { encodeCoordinationInputs } from './coordination/coordination-codec.js';
import { CoordinationReader } from './coordination/coordination-reader.js';
import { CoordinationQueries } from './coordination/coordination-queries.js';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';

/** A stored file's values, each to match its schema. */
type Values = (bytes: Buffer) => unknown[];
const json: Values = (bytes) => [JSON.parse(bytes.toString('utf8'))];
const ndjson: Values = (bytes) =>
  bytes
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
/** A node shard's users by node id, as node details read them. */
const nodeShardUsers: Values = (bytes) => {
  const shard = UserShard.decode(bytes);
  return [Object.fromEntries(Array.from({ length: shard.size }, (_, i) => [shard.at(i).node_id, shard.at(i)]))];
};
/** A user posts shard's authors' posts by node id, as node details read them. */
const shardUserPosts: Values = (bytes) => {
  const shard = UserPostShard.decode(bytes);
  return [Object.fromEntries(Array.from({ length: shard.size }, (_, i) => [shard.nameAt(i), shard.postsAt(i)]))];
};

/** Which schema each stored file must match, by its path under the object folder; null: not part of any answer. */
function schemaOf(file: string): { schema: z.ZodType; values: Values } | null {
  const rules: Array<[RegExp, z.ZodType | null, Values?]> = [
    [/^results\/[^/]+\/graph\.json$/, StoredGraph],
    [/^results\/[^/]+\/clusters\/\d+\.json$/, StoredCommunity],
    [/^results\/[^/]+\/members\/\d+\.ndjson$/, StoredMemberRow, ndjson],
    [/^results\/[^/]+\/edges\.ndjson$/, StoredEdgeLine, ndjson],
    [/^results\/[^/]+\/nodes\/\d+\.bin$/, StoredRunUsers, nodeShardUsers],
    [/^analysis\/datasets\/[^/]+\/user-posts\/\d+\.bin$/, StoredUserPosts, shardUserPosts],
    // The run's own bookkeeping and binary indexes: read by the service, never served.
    [/^results\/[^/]+\/(summary|relations)\.json$/, null],
    // Checked through the coordination reply, which carries it with the run's communities added.
    [/^analysis\/datasets\/[^/]+\/coordination\/answer\.v\d+\.json$/, null],
    [/\.bin$/, null],
  ];
  const rule = rules.find(([pattern]) => pattern.test(file));
  if (!rule) throw new Error(`no schema says what ${file} holds`);
  return rule[1] ? { schema: rule[1], values: rule[2] ?? json } : null;
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(dir, rel)));
    else found.push(rel);
  }
  return found;
}

function problems(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('stored result files and bus replies match the HTTP answer schemas', () => {
  const processId = 'run-1';
  const otherProcessId = 'run-2';
  const datasetId = 'dataset-1';
  // Two retweet triangles bridged once, with words, followers and times, so every answer has content.
  const pairs: Array<[string, string, string]> = [
    ['alice', 'bob', 'ramen tonight'],
    ['bob', 'carol', 'ramen again'],
    ['carol', 'alice', 'ramen noodles'],
    ['dave', 'erin', 'baseball today'],
    ['erin', 'frank', 'baseball game'],
    ['frank', 'dave', 'baseball win'],
    ['carol', 'dave', 'ramen baseball'],
  ];
  const posts: Post[] = pairs.flatMap(([from, to, words], i) => [
    { row: 2 * i, author: to, text: words, time: 1_700_000_000_000 + i * 3_600_000, followers: 10 + i },
    {
      row: 2 * i + 1,
      author: from,
      text: `RT @${to}: ${words}`,
      time: 1_700_000_000_000 + i * 3_600_000 + 60_000,
      followers: 20 + i,
    },
  ]);
  const terms = posts.map((p) => p.text.split(' ').filter((w) => !w.startsWith('@') && w !== 'RT'));
  let dataDir: string;
  let runtime: PlatformRuntime;
  let app: INestMicroservice;
  let bus: BusClient;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-stored-answers-'));
    runtime = await PlatformRuntime.create(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', KIZUNA_SERVICES: ANALYSIS_SERVICE }),
    );
    app = await startMicroservice(ANALYSIS_SERVICE, AnalysisModule.forRuntime(runtime) as never, runtime);
    bus = app.get(BusClient, { strict: false });
    // What a run's job stores: the dataset's terms and user posts, then the run's result.
    await runtime.objects.put(resultKeys.terms(datasetId), encodeTerms(termMatrixFromPostTerms(terms)), {
      contentType: 'application/octet-stream',
    });
    const store = app.get(RunWriter);
    const userPosts = app.get(DatasetUserPosts);
    let shard = 0;
    for (const bytes of encodedUserPostShards(posts)) await userPosts.putShard(datasetId, shard++, bytes);
    const result = analyze(posts, terms, { k: 2, seed: 1, relations: ['retweet'], displayCap: 100 });
    await store.save(processId, datasetId, result);
    // The project's coordination, as the warm saves it: carol and dave also retweet three posts of
    // a brand seconds apart (posts of the project not in the runs above, which need none of them).
    const campaign: Post[] = [0, 1, 2].flatMap((i) =>
      ['carol', 'dave'].map((author, n) => ({
        row: 100 + 2 * i + n,
        author,
        text: `RT @brand: announcement number ${i} today`,
        time: 1_700_100_000_000 + i * 3_600_000 + n * 4_000,
        followers: 1,
      })),
    );
    const inputs = coordinationInputs([...posts, ...campaign]);
    const answer = new TextEncoder().encode(JSON.stringify(findCoordination(inputs)));
    await app.get(CoordinationReader).save(datasetId, encodeCoordinationInputs(inputs), answer);
    // A second run of the project, for the comparison of two runs.
    await store.save(
      otherProcessId,
      datasetId,
      analyze(posts, terms, { k: 3, seed: 1, relations: ['retweet'], displayCap: 100 }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await runtime?.close();
    // Retried: a file the service still writes after its close fails one removal (ENOTEMPTY once in CI).
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });

  it('every stored file that answers carry matches its schema', async () => {
    const objects = path.join(dataDir, 'objects');
    // The object store's own metadata (content types) sits beside the objects.
    const files = (await filesUnder(objects)).filter((f) => !f.startsWith('.kizuna/'));
    const checked: string[] = [];
    const found: string[] = [];
    for (const file of files) {
      const rule = schemaOf(file);
      if (!rule) continue;
      const values = rule.values(await readFile(path.join(objects, file)));
      for (const value of values) found.push(...problems(rule.schema, value).map((p) => `${file} ${p}`));
      checked.push(file);
    }
    expect(found).toEqual([]);
    // The runs wrote every kind of answer file (2 + 3 communities: a community and a member file each).
    expect(checked.filter((f) => f.includes('/clusters/'))).toHaveLength(5);
    expect(checked.filter((f) => f.includes('/members/'))).toHaveLength(5);
    for (const kind of ['graph.json', 'edges.ndjson', '/nodes/', '/user-posts/'])
      expect(checked.some((f) => f.includes(kind))).toBe(true);
  });

  it('a file that drifts from its schema is caught', () => {
    expect(problems(StoredMemberRow, { node_id: 'alice' })).not.toEqual([]);
    expect(() => schemaOf(`results/${processId}/unknown.json`)).toThrow('no schema');
  });

  it('every JSON bus reply matches the answer schema of its route', async () => {
    // The band (a pair of communities of the two runs) with the most users, for its member page.
    const compared = await bus.request(Topic.AnalysisRunsCompare, { processId, otherProcessId });
    const counts = (JSON.parse(new TextDecoder().decode(compared.json)) as { data: { users: number[][] } }).data.users;
    const fullest = { clusterId: 1, otherClusterId: 1, users: -1 };
    counts.forEach((row, i) =>
      row.forEach((users, j) => {
        if (users > fullest.users) Object.assign(fullest, { clusterId: i + 1, otherClusterId: j + 1, users });
      }),
    );
    const series = {
      runs: [processId, otherProcessId].map((id) => ({ processId: id, projectId: 'p1', projectName: 'Project' })),
      jaccard: 0.3,
      share: 0.2,
    };
    const replies: Array<[JsonReplyTopic, { json: Uint8Array }]> = [
      [Topic.AnalysisClusterDetail, await bus.request(Topic.AnalysisClusterDetail, { processId, clusterId: 1 })],
      [
        Topic.AnalysisMembersList,
        await bus.request(Topic.AnalysisMembersList, {
          processId,
          clusterId: 0,
          page: 0,
          maxCount: 25,
          sortKey: 'pagerank',
          ascending: false,
          search: '',
          timeStart: 0,
          timeEnd: 0,
          restrictAccounts: false,
          onlyAccounts: [],
        }),
      ],
      [
        Topic.AnalysisPostsList,
        await bus.request(Topic.AnalysisPostsList, {
          processId,
          clusterId: 1,
          page: 0,
          maxCount: 25,
          search: '',
          timeStart: 0,
          timeEnd: 0,
        }),
      ],
      [
        Topic.AnalysisClusterWindow,
        await bus.request(Topic.AnalysisClusterWindow, {
          processId,
          clusterId: 0,
          timeStart: 1_700_000_000_000,
          timeEnd: 1_700_000_000_000 + 10 * 3_600_000,
        }),
      ],
      [Topic.AnalysisNodesSearch, await bus.request(Topic.AnalysisNodesSearch, { processId, query: 'a', limit: 10 })],
      [Topic.AnalysisNodeGet, await bus.request(Topic.AnalysisNodeGet, { processId, nodeId: 'carol' })],
      [
        Topic.AnalysisClusterUpdate,
        await bus.request(Topic.AnalysisClusterUpdate, { processId, clusterId: 1, name: 'ラーメン', color: '#112233' }),
      ],
      [
        Topic.AnalysisRelationsMatrix,
        await bus.request(Topic.AnalysisRelationsMatrix, { processId, clusterId: 0, timeStart: 0, timeEnd: 0 }),
      ],
      [
        Topic.AnalysisRelationsBridges,
        await bus.request(Topic.AnalysisRelationsBridges, { processId, clusterId: 0, timeStart: 0, timeEnd: 0 }),
      ],
      [Topic.AnalysisRunsCompare, compared],
      [
        Topic.AnalysisRunsCompareMembers,
        await bus.request(Topic.AnalysisRunsCompareMembers, {
          processId,
          otherProcessId,
          clusterId: fullest.clusterId,
          otherClusterId: fullest.otherClusterId,
          page: 0,
          maxCount: 25,
        }),
      ],
      [
        Topic.AnalysisCoordinationGet,
        await bus.request(Topic.AnalysisCoordinationGet, {
          processId,
          windowSeconds: 0,
          postWindowSeconds: 0,
          minRepetitions: 0,
          similarityPercent: 0,
        }),
      ],
      // Two runs of one project as a series: the same users, communities by both runs.
      [Topic.AnalysisSeriesFlows, await bus.request(Topic.AnalysisSeriesFlows, series)],
      [
        Topic.AnalysisSeriesMovesList,
        await bus.request(Topic.AnalysisSeriesMovesList, {
          series,
          step: 0,
          query: '',
          sort: 'name',
          descending: false,
          page: 0,
          maxCount: 25,
        }),
      ],
    ];
    // Every JSON reply topic is asked once.
    expect(new Set(replies.map(([topic]) => topic))).toEqual(new Set(Object.keys(BUS_ANSWERS)));
    for (const [topic, reply] of replies) {
      const answer = JSON.parse(new TextDecoder().decode(reply.json)) as unknown;
      expect({ topic, problems: problems(BUS_ANSWERS[topic], answer) }).toEqual({ topic, problems: [] });
      // Each answer carries content, so the schema had something to check (two runs of one
      // project move nobody between successors: that page is checked empty, by its count).
      if (topic === Topic.AnalysisSeriesMovesList) expect(answer).toMatchObject({ data: { moves: [], total: 0 } });
      else expect(JSON.stringify(answer)).toMatch(/carol|dave|ramen|noodles|baseball|ラーメン/);
    }
  });

  it("coordination: the saved answer at the defaults, computed at other settings, with the run's communities", async () => {
    const queries = app.get(CoordinationQueries);
    const { data } = await queries.answer(processId, {});
    expect(data.groups).toHaveLength(1);
    const members = data.groups[0].members;
    expect(members.map((m) => m.node_id).sort()).toEqual(['carol', 'dave']);
    // Each is in one of the run's two communities.
    for (const m of members) expect(m.cluster_ids).toEqual([expect.any(Number)]);
    expect(data.groups[0].pairs[0]).toMatchObject({ co_retweets: 3, median_gap_seconds: 4 });
    // 3 s apart is not close enough for their 4 s; 4 repetitions are more than they have.
    expect((await queries.answer(processId, { window_seconds: 3 })).data.groups).toEqual([]);
    expect((await queries.answer(processId, { min_repetitions: 4 })).data.groups).toEqual([]);
    expect((await queries.answer(processId, { window_seconds: 5, min_repetitions: 2 })).data.accounts).toBe(2);
    // Kept: the same answer again, its JSON written once (a setting's default spelt out is the same question).
    const json = await queries.answerJson(processId, { window_seconds: 5, min_repetitions: 2 });
    expect(
      await queries.answerJson(processId, { window_seconds: 5, post_window_seconds: 60, min_repetitions: 2 }),
    ).toBe(json);
    expect(JSON.parse(new TextDecoder().decode(json))).toEqual(
      JSON.parse(JSON.stringify(await queries.answer(processId, { window_seconds: 5, min_repetitions: 2 }))),
    );
    await expect(queries.answer(processId, { window_seconds: 601 })).rejects.toMatchObject({
      code: ErrorCode.BadRequest,
    });
    await expect(queries.answer('no-such-run', {})).rejects.toBeInstanceOf(DomainError);
  });

  it('coordination below 100 % waits for the near-identical inputs that come after the runs', async () => {
    const laterDataset = 'dataset-near-later';
    const laterRun = 'run-near-later';
    await app
      .get(RunWriter)
      .save(laterRun, laterDataset, analyze(posts, terms, { k: 2, seed: 1, relations: ['retweet'], displayCap: 100 }));
    // Carol and Dave post edited copies of three texts seconds apart (9 of 11 words shared: 82 %).
    const edited: Post[] = [0, 1, 2].flatMap((i) =>
      ['carol', 'dave'].map((author, n) => ({
        row: 200 + 2 * i + n,
        author,
        text: `vote for the new mayor on sunday day${i} friends ${n ? 'beta' : 'alpha'}`,
        time: 1_700_200_000_000 + i * 3_600_000 + n * 4_000,
        followers: 1,
      })),
    );
    const reader = app.get(CoordinationReader);
    const queries = app.get(CoordinationQueries);
    // As the project is prepared: the exact copies' inputs only, the near-identical ones to come.
    const exact = coordinationInputs([...posts, ...edited], undefined, { nearIdentical: false });
    await reader.save(laterDataset, encodeCoordinationInputs(exact), null);
    queries.nearIdentical.expect(laterDataset);
    // At 100 % answered at once: no equal texts.
    expect((await queries.answer(laterRun, { similarity_percent: 100 })).data.accounts).toBe(0);
    let answered = false;
    const atDefaults = queries.answer(laterRun, {}).then((answer) => {
      answered = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    // The project's runs are done: the near-identical inputs are saved and handed to the thread.
    const near = coordinationInputs([...posts, ...edited]);
    await reader.save(
      laterDataset,
      encodeCoordinationInputs(near),
      new TextEncoder().encode(JSON.stringify(findCoordination(near))),
    );
    await queries.nearIdenticalSaved(laterDataset);
    expect((await atDefaults).data.groups.map((g) => g.members.map((m) => m.node_id).sort())).toEqual([
      ['carol', 'dave'],
    ]);
    // Another setting below 100 % is computed from the near-identical inputs the thread now holds.
    expect((await queries.answer(laterRun, { similarity_percent: 81 })).data.accounts).toBe(2);
    expect((await queries.answer(laterRun, { similarity_percent: 83 })).data.accounts).toBe(0);
  });

  it('says, by a code of its own, that the near-identical posts are missing when their stage failed', async () => {
    const failedDataset = 'dataset-near-failed';
    const failedRun = 'run-near-failed';
    await app
      .get(RunWriter)
      .save(
        failedRun,
        failedDataset,
        analyze(posts, terms, { k: 2, seed: 1, relations: ['retweet'], displayCap: 100 }),
      );
    const queries = app.get(CoordinationQueries);
    const exact = coordinationInputs(posts, undefined, { nearIdentical: false });
    await app.get(CoordinationReader).save(failedDataset, encodeCoordinationInputs(exact), null);
    queries.nearIdentical.expect(failedDataset);
    const waiting = queries.answer(failedRun, { similarity_percent: 90 });
    // The stage failed: the job settles it with nothing saved.
    await queries.nearIdenticalSaved(failedDataset);
    await expect(waiting).rejects.toMatchObject({ code: ErrorCode.NearIdenticalMissing });
    await expect(queries.answer(failedRun, {})).rejects.toMatchObject({ code: ErrorCode.NearIdenticalMissing });
    // At 100 % the exact copies' inputs answer.
    expect((await queries.answer(failedRun, { similarity_percent: 100 })).data.settings.similarity_percent).toBe(100);
  });
});
