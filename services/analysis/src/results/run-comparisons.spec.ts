import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JsonLogger } from '@kizuna/platform/logging';
import { LocalObjectStore } from '@kizuna/platform/objects';
import { analyze } from '../engine/analyze.js';
import type { AnalysisResult } from '../engine/analysis-result.js';
import type { MemberRow, Post } from '../engine/types.js';
import { memberLineRange } from './membership-codec.js';
import type { RunComparisons } from './run-comparisons.js';
import { resultUnits } from './test-support/result-units.js';

// Three hubs, eight fans each retweeting their hub and the next fan, and a few retweets across.
const groups = ['ramen', 'ball', 'vote'];
const posts: Post[] = [];
const add = (author: string, hub: string) =>
  posts.push({
    row: posts.length,
    author,
    text: `RT @${hub}: ${groups.find((g) => hub.startsWith(g)) ?? 'hello'}`,
    time: 1_700_000_000_000 + posts.length * 60_000,
    followers: null,
  });
for (const g of groups)
  for (let i = 1; i <= 8; i++) {
    add(`${g}fan${i}`, `${g}hub`);
    add(`${g}fan${i}`, `${g}fan${(i % 8) + 1}`);
  }
add('ramenfan1', 'ballhub');
add('ballfan2', 'votehub');
add('Dave', 'ramenhub');
add('Dave', 'ballhub');
const terms = posts.map((p) => p.text.split(' ').slice(2));
const run = (k: number) => analyze(posts, terms, { k, seed: 1, relations: ['retweet'], displayCap: 100 });

type Answers = Awaited<ReturnType<typeof answersOf>>;

/** Every answer of a comparison of the two runs: the counts, each band paged by three, and each band whole. */
async function answersOf(queries: RunComparisons, first: string, second: string, k: [number, number]) {
  const comparison = await queries.comparison(first, second);
  const bands: Array<{ pages: unknown[]; rows: MemberRow[] }> = [];
  for (let c = 1; c <= k[0]; c++)
    for (let o = 1; o <= k[1]; o++) {
      const band = { processId: first, otherProcessId: second, clusterId: c, otherClusterId: o };
      const pages = [];
      for (let page = 0; page * 3 <= comparison.data.users[c - 1][o - 1]; page++)
        pages.push(await queries.comparisonMembers(band, page, 3));
      bands.push({ pages, rows: await queries.bandRows(band) });
    }
  return { comparison, bands };
}

describe('RunComparisons: runs compared from their membership arrays, or by user over other users', () => {
  let dir: string;
  let objects: LocalObjectStore;
  let units: ReturnType<typeof resultUnits>;
  const results = new Map<string, AnalysisResult>([
    ['k3', run(3)],
    ['k2', run(2)],
  ]);
  const fresh = () => {
    // New instances: nothing kept from an earlier question.
    return resultUnits(objects, new JsonLogger('test', 'error')).comparisons;
  };
  let withArrays: Answers;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-relation-queries-'));
    objects = new LocalObjectStore({ directory: dir });
    units = resultUnits(objects, new JsonLogger('test', 'error'));
    for (const [id, result] of results) await units.writer.save(id, 'd1', result);
    withArrays = await answersOf(fresh(), 'k3', 'k2', [3, 2]);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('saves each run’s membership arrays, pointing at each member’s line of the member files', async () => {
    for (const [id, result] of results) {
      const m = await units.membershipFiles.get(id);
      expect(m).not.toBeNull();
      for (const community of result.communities) {
        const c = community.cluster_id - 1;
        const ranges = community.nodes.map((_, p) => memberLineRange(m!, c, p));
        expect(await units.memberFiles.lines(id, community.cluster_id, ranges)).toEqual(community.nodes);
        // Pairs of lines apart, in order and reversed: each read where it is.
        const pairs = community.nodes.map((_, p) => p).filter((p) => p % 3 !== 2);
        for (const positions of [pairs, [...pairs].reverse()])
          expect(
            await units.memberFiles.lines(
              id,
              community.cluster_id,
              positions.map((p) => memberLineRange(m!, c, p)),
            ),
          ).toEqual(positions.map((p) => community.nodes[p]));
      }
      const names = result.edges.names;
      expect(Array.from(m!.assignment, (c, u) => [names[u], c + 1])).toEqual(
        names.map((id) => [id, result.users[id].cluster_id]),
      );
    }
  });

  it('counts every band as the runs placed their users, and lists each band’s users most central first', () => {
    const [first, second] = [results.get('k3')!, results.get('k2')!];
    const expected = first.communities.map((c) =>
      second.communities.map((o) => c.nodes.filter((m) => second.users[m.node_id].cluster_id === o.cluster_id)),
    );
    expect(withArrays.comparison.data.users).toEqual(expected.map((row) => row.map((band) => band.length)));
    expect(withArrays.comparison.data.only_first + withArrays.comparison.data.only_second).toBe(0);
    const flat = expected.flat();
    withArrays.bands.forEach(({ pages, rows }, b) => {
      expect(rows).toEqual(flat[b]);
      const paged = pages.flatMap((p) => (p as { data: { nodes: MemberRow[] } }).data.nodes);
      expect(paged).toEqual(flat[b].map(({ x: _x, y: _y, ...m }) => m));
      for (const p of pages) expect((p as { data: { total: number } }).data.total).toBe(flat[b].length);
    });
    // Some band holds more than a page, so paging was tried.
    expect(withArrays.bands.some(({ pages }) => pages.length > 1)).toBe(true);
  });

  it('compares runs over other users by name, counting the users only one of them has', async () => {
    // The same posts without Dave's: a network of one user fewer, so the membership arrays do not line up.
    const fewer = posts.filter((p) => p.author !== 'Dave');
    const other = analyze(
      fewer,
      fewer.map((p) => p.text.split(' ').slice(2)),
      { k: 2, seed: 1, relations: ['retweet'], displayCap: 100 },
    );
    await units.writer.save('k2-fewer', 'd2', other);
    const first = results.get('k3')!;
    const answers = await answersOf(fresh(), 'k3', 'k2-fewer', [3, 2]);
    const expected = first.communities.map((c) =>
      other.communities.map((o) => c.nodes.filter((m) => other.users[m.node_id]?.cluster_id === o.cluster_id)),
    );
    expect(answers.comparison.data.users).toEqual(expected.map((row) => row.map((band) => band.length)));
    expect([answers.comparison.data.only_first, answers.comparison.data.only_second]).toEqual([1, 0]);
    answers.bands.forEach(({ rows }, b) => expect(rows).toEqual(expected.flat()[b]));
  });
});
