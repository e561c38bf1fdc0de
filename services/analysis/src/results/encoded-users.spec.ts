import { describe, expect, it } from '@jest/globals';
import { analyze, analyzePrepared, withUserObjects } from '../engine/analyze.js';
import type { MembershipScores } from '../engine/membership/membership-scores.js';
import type { UserMetrics } from '../engine/network/user-metrics.js';
import { prepareAnalysis } from '../engine/prepare-analysis.js';
import { SeededRandom } from '@kizuna/platform/random';
import { membersByRank, type RunTable } from '../engine/result/run-table.js';
import { communityMembers, runUsers } from '../engine/result/user-details.js';
import { randomNetworkPosts } from '../engine/test-support/random-network-posts.js';
import type { UserKeywordTable } from '../engine/text/user-keywords.js';
import type { Post, RunUser } from '../engine/types.js';
import { encodeRun } from './encoded-run.js';
import { encodeMemberFiles, encodeNodeShards } from './encoded-users.js';
import { referenceUserFiles } from './reference-user-files.js';
import { nodeShard } from './result-keys.js';
import { UserShard } from './user-shard-codec.js';

/** Where two byte strings first differ, with what each holds there; null when they are the same. */
function firstDifference(ours: Uint8Array, reference: Uint8Array): string | null {
  const length = Math.min(ours.length, reference.length);
  let at = 0;
  while (at < length && ours[at] === reference[at]) at++;
  if (at === length && ours.length === reference.length) return null;
  const around = (bytes: Uint8Array) => Buffer.from(bytes.subarray(Math.max(0, at - 60), at + 60)).toString('utf8');
  return `byte ${at} of ${ours.length} / ${reference.length}: ours …${around(ours)}… reference …${around(reference)}…`;
}

function expectSameFiles(ours: Uint8Array[], reference: Uint8Array[]): void {
  expect(ours).toHaveLength(reference.length);
  ours.forEach((bytes, i) => expect(firstDifference(bytes, reference[i])).toBeNull());
}

/**
 * Our node shards hold, shard by shard, the users the former JSON shards held, each read back as
 * the same object with its keys in the same order (what the node detail answer is made of).
 */
function expectSameUsers(ours: Uint8Array[], reference: Uint8Array[]): void {
  expect(ours).toHaveLength(reference.length);
  ours.forEach((bytes, s) => {
    const shard = UserShard.decode(bytes);
    const former = JSON.parse(Buffer.from(reference[s]).toString('utf8')) as Record<string, RunUser>;
    const ids = Object.keys(former);
    expect(shard.size).toBe(ids.length);
    for (const id of ids) expect(JSON.stringify(shard.user(id))).toBe(JSON.stringify(former[id]));
  });
}

/**
 * Names JSON and object keys treat apart: quotes, backslashes, control characters, line and
 * paragraph separators, emoji, lone surrogates, a JS prototype key, keys that are array indexes
 * (which JSON.stringify writes first, in numeric order) and numbers that are not, a very long one.
 */
const ODD_NAMES = [
  'say "hi"',
  'back\\slash',
  'tab\there',
  'new\nline',
  '\u0000nul\u001f',
  'del\u007f',
  'emoji 😀🇯🇵',
  'lone \ud800 high',
  'lone \udc00 low',
  '\ud83d',
  '__proto__',
  'constructor',
  'toString',
  '0',
  '7',
  '42',
  '007',
  '-1',
  '1.5',
  '1e3',
  '4294967294',
  '4294967295',
  '4294967296',
  '9007199254740993',
  'x'.repeat(5000) + '"\\',
  'ｶﾀｶﾅ 日本語',
  '\u2028\u2029',
  '</script>',
  '',
];
const UNITS = [
  'a',
  'Z',
  '"',
  '\\',
  '/',
  '\n',
  '\u0001',
  '\u007f',
  'é',
  'あ',
  '\ud83d',
  '\ude00',
  '\ud800',
  ' ',
  '0',
  '9',
  '\u2028',
];

function randomText(random: SeededRandom, most: number): string {
  let text = '';
  for (let i = random.int(most + 1); i > 0; i--) text += UNITS[random.int(UNITS.length)];
  return text;
}

/** A number of the kinds a metric may hold, as JSON writes them differently: NaN, -0, fractions, exponents, large. */
function oddNumber(random: SeededRandom): number {
  const kinds = [
    () => NaN,
    () => 0,
    () => -0,
    () => random.int(1000),
    () => random.int(2 ** 31),
    () => 1.7e12 + random.int(1e9),
    () => 2 ** 53 - 1,
    () => 2 ** 53 + 2,
    () => 1e21,
    () => -random.int(5000),
    () => random.next() * 1000 - 500,
    () => random.next() * 1e-9,
    () => 1 / 3,
    () => Infinity,
  ];
  return kinds[random.int(kinds.length)]();
}

/** A table of random users (odd names first), as one run of a dataset might hold them. */
function randomTable(
  random: SeededRandom,
  users: number,
): Omit<RunTable, 'assignment' | 'members' | 'membership' | 'places' | 'keywords'> {
  // The odd names last: in their shards, ordinary names come first, which array-index keys must pass.
  const names = new Set<string>();
  while (names.size < users - ODD_NAMES.length)
    names.add(random.next() < 0.2 ? String(random.int(2 ** 33)) : `${randomText(random, 12)}#${names.size}`);
  for (const name of ODD_NAMES) names.add(name);
  const n = names.size;
  const ints = (most: number) => Int32Array.from({ length: n }, () => random.int(most));
  const metrics: UserMetrics = {
    getRetweeted: ints(random.next() < 0.5 ? 100 : 2 ** 31),
    countRetweet: ints(50),
    followers: Float64Array.from({ length: n }, () => oddNumber(random)),
    degree: ints(10_000),
    pagerank: Float64Array.from({ length: n }, () => (random.next() < 0.9 ? random.next() * 10 ** -random.int(12) : 0)),
    postCount: ints(20),
    firstTime: Float64Array.from({ length: n }, () => oddNumber(random)),
    lastTime: Float64Array.from({ length: n }, () => oddNumber(random)),
  };
  return { names: [...names], labels: Array.from({ length: n }, () => randomText(random, 30)), metrics };
}

/** One run over those users: k communities, membership shares, places and keywords at random. */
function randomRun(random: SeededRandom, users: ReturnType<typeof randomTable>, k: number): RunTable {
  const n = users.names.length;
  const assignment = Int32Array.from({ length: n }, () => random.int(k));
  const offsets = new Int32Array(n + 1);
  const communities: number[] = [];
  const shares: number[] = [];
  for (let u = 0; u < n; u++) {
    for (let i = random.int(5); i > 0; i--) {
      communities.push(random.int(k));
      shares.push(random.next() < 0.2 ? [1, 0, 1 / 3, 0.00049, 0.99951][random.int(5)] : random.next());
    }
    offsets[u + 1] = communities.length;
  }
  const membership: MembershipScores = {
    offsets,
    communities: Int32Array.from(communities),
    shares: Float64Array.from(shares),
  };
  const place = () => (random.next() < 0.05 ? NaN : random.next() * 2000 - 1000);
  const vocabulary = Array.from({ length: 200 }, (_, t) =>
    t < ODD_NAMES.length ? ODD_NAMES[t] : randomText(random, 15),
  );
  const keywordOffsets = new Int32Array(n + 1);
  const terms: number[] = [];
  const counts: number[] = [];
  const scores: number[] = [];
  for (let u = 0; u < n; u++) {
    for (let i = random.int(11); i > 0; i--) {
      terms.push(random.int(vocabulary.length));
      counts.push(1 + random.int(100));
      scores.push(Math.round(random.next() * 10 ** (random.int(10) - 6) * 1e6) / 1e6);
    }
    keywordOffsets[u + 1] = terms.length;
  }
  const keywords: UserKeywordTable = {
    vocabulary,
    offsets: keywordOffsets,
    terms: Int32Array.from(terms),
    counts: Int32Array.from(counts),
    scores: Float64Array.from(scores),
  };
  return {
    ...users,
    assignment,
    membership,
    places: {
      x: Float64Array.from({ length: n }, place),
      y: Float64Array.from({ length: n }, place),
      drawn: Uint8Array.from({ length: n }, () => random.int(2)),
    },
    members: membersByRank(users.metrics, assignment, k),
    keywords,
  };
}

/** The files as they were written before: each member row and user detail an object, stringified. */
function reference(table: RunTable) {
  return referenceUserFiles({
    names: table.names,
    communities: table.members.map((_, c) => ({ nodes: communityMembers(table, c) })),
    users: runUsers(table),
  });
}

describe('encodeMemberFiles and encodeNodeShards', () => {
  it('write the bytes JSON.stringify makes of the member rows and user details, for random users and odd names', () => {
    const random = new SeededRandom(28);
    for (const size of [ODD_NAMES.length, 300, 2000]) {
      const users = randomTable(random, size);
      // Three runs of one dataset (as k = 3, 6, 10): the second and third reuse what the first encoded.
      for (const k of [1, 3, 12]) {
        const table = randomRun(random, users, k);
        const expected = reference(table);
        const members = encodeMemberFiles(table);
        expectSameFiles(members.files, expected.members);
        expect(members.lineBytes).toEqual(expected.lineBytes);
        expectSameUsers(encodeNodeShards(table), expected.nodeShards);
      }
    }
  });

  it('put each user in the shard of their node id, found there by that id alone, odd names included', () => {
    const table = randomRun(new SeededRandom(3), randomTable(new SeededRandom(2), 500), 4);
    const shards = encodeNodeShards(table).map((bytes) => UserShard.decode(bytes));
    expect(shards.reduce((n, shard) => n + shard.size, 0)).toBe(table.names.length);
    const users = runUsers(table);
    for (const name of table.names) {
      expect(shards[nodeShard(name)].user(name)).toEqual(users[name]);
      // A name that differs by one code unit, or a prefix of it, is another user (or none).
      expect(shards[nodeShard(name)].user(`${name}x`)?.node_id ?? null).not.toBe(name);
    }
    for (const name of ODD_NAMES) expect(shards[nodeShard(name)].user(name)?.node_id).toBe(name);
    expect(shards[nodeShard('nobody here')].user('nobody here')).toBeNull();
  });
});

describe('encodeRun on analysed posts', () => {
  // A random network whose authors are renamed, some to the odd names (labels keep their case).
  const { posts, terms } = randomNetworkPosts({
    users: 400,
    components: 2,
    dense: true,
    silentShare: 0.1,
    groups: 4,
    text: 'informative',
    seed: 5,
  });
  const renamed: Post[] = posts.map((post) => {
    const u = Number(post.author.slice(1));
    return {
      ...post,
      author: u < ODD_NAMES.length ? `Odd ${ODD_NAMES[u]}` : u % 7 === 0 ? String(u * 1013) : post.author,
    };
  });

  it('writes the same files as stringifying the result objects did, for each run of a dataset', () => {
    const prepared = prepareAnalysis(renamed, terms, ['retweet']);
    for (const k of [3, 6, 10]) {
      const result = analyzePrepared(prepared, { k, seed: 1, relations: ['retweet'], displayCap: 100 });
      const run = encodeRun(result);
      const objects = withUserObjects(result);
      const expected = referenceUserFiles({
        names: objects.edges.names,
        communities: objects.communities,
        users: objects.users,
      });
      expectSameFiles(run.members, expected.members);
      expect(firstDifference(run.membership, expected.membership)).toBeNull();
      expectSameUsers(run.nodeShards, expected.nodeShards);
    }
  });

  it("encodes analyze's result, its member rows left out of the community files", () => {
    const result = analyze(renamed, terms, { k: 4, seed: 2, relations: ['retweet'], displayCap: 100 });
    const run = encodeRun(result);
    expect(run.communities).toEqual(result.communities.map(({ nodes: _nodes, ...community }) => community));
    expectSameUsers(run.nodeShards, referenceUserFiles({ names: result.edges.names, ...result }).nodeShards);
  });
});
