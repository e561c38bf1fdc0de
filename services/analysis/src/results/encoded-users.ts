import { percent, round2 } from '../engine/result/numbers.js';
import type { RunTable } from '../engine/result/run-table.js';
import type { UserMetrics } from '../engine/network/user-metrics.js';
import {
  MEMBER_COLUMNS,
  MEMBER_SHARE_KEYS,
  memberShares,
  type MemberColumn,
  type MemberColumnKind,
  type MemberUsers,
} from '../engine/result/member-columns.js';
import { asciiBytes, ByteWriter } from './byte-writer.js';
import { stringColumn } from './column-file.js';
import { NODE_SHARDS, nodeShard } from './result-keys.js';
import { writeUserShard, type UserShardColumns } from './user-shard-codec.js';

/**
 * A run's member files and node shards written straight from its table: the member files from
 * the one list of member columns (engine/result/member-columns.ts), byte for byte what
 * JSON.stringify makes of the member rows built from it (engine/result/user-details.ts), the node
 * shards as columns that read back as the user details (user-shard-codec.ts); encoded-users.spec.ts
 * checks both on random tables. Building, stringifying and dropping an object per user and per
 * keyword, three runs a project, was most of the analysis worker's garbage.
 */

const CLOSE_BRACE = 0x7d;
const NEWLINE = 0x0a;
const SHARE_KEYS = MEMBER_SHARE_KEYS.map((key) => asciiBytes(`,"${key}":`));

/** The member columns in runs of one scope, each with the bytes that open it (`{"key":` or `,"key":`). */
interface Segment {
  scope: 'user' | 'run';
  columns: Array<{ opening: Uint8Array; column: MemberColumn }>;
}

const SEGMENTS: Segment[] = [];
MEMBER_COLUMNS.forEach((column: MemberColumn, i) => {
  const opening = asciiBytes(`${i === 0 ? '{' : ','}"${column.key}":`);
  const last = SEGMENTS[SEGMENTS.length - 1];
  if (last?.scope === column.scope) last.columns.push({ opening, column });
  else SEGMENTS.push({ scope: column.scope, columns: [{ opening, column }] });
});
const USER_SEGMENTS = SEGMENTS.filter((s) => s.scope === 'user').length;

/** A column's value as JSON.stringify writes what communityMembers makes of it. */
function writeValue(out: ByteWriter, kind: MemberColumnKind, value: number | string): void {
  if (typeof value === 'string') out.utf8(JSON.stringify(value));
  else if (kind === 'place') out.rounded(round2(value), 100);
  else if (kind === 'flag') out.ascii(value === 1 ? 'true' : 'false');
  else out.number(value); // NaN (unknown) is written null, as nanToNull has it
}

/**
 * What the member files hold of each user that no k changes ('user' columns,
 * engine/result/member-columns.ts), encoded once per dataset and relation set (the same metrics
 * object) and shared by its runs. A run writes only its 'run' columns and the shares between
 * them: printing the numbers (PageRank's shortest round-trip digits most of all) was most of the
 * member files' cost, three runs a project.
 */
interface UserPieces {
  names: readonly string[];
  labels: readonly string[];
  /** User u's user segment s is pool bytes [ends[i - 1] (0 for i = 0), ends[i]), i = u · USER_SEGMENTS + s. */
  pool: Uint8Array;
  ends: Float64Array;
}

const piecesByMetrics = new WeakMap<UserMetrics, UserPieces>();

/** What a run's users' files take that no k changes: the same objects for a dataset's runs. */
type UsersOfRuns = MemberUsers;

/**
 * Encodes what the users' files of a dataset's runs share (each member line's user columns, each
 * node shard's columns that no k changes) ahead of the first run, which then finds them made.
 */
export function encodeUsersAhead(users: UsersOfRuns): void {
  userPieces(users);
  shardParts(users);
}

function userPieces(table: UsersOfRuns): UserPieces {
  const cached = piecesByMetrics.get(table.metrics);
  if (cached && cached.names === table.names && cached.labels === table.labels) return cached;
  const { names, labels, metrics } = table;
  const n = names.length;
  const writer = new ByteWriter(n * 200);
  const ends = new Float64Array(USER_SEGMENTS * n);
  let i = 0;
  for (let u = 0; u < n; u++)
    for (const segment of SEGMENTS) {
      if (segment.scope !== 'user') continue;
      for (const { opening, column } of segment.columns) {
        writer.bytes(opening);
        if (column.scope === 'user') writeValue(writer, column.kind, column.value(table, u));
      }
      ends[i++] = writer.length;
    }
  const pieces: UserPieces = { names, labels, pool: writer.take(), ends };
  piecesByMetrics.set(metrics, pieces);
  return pieces;
}

/**
 * Each community's member file (NDJSON, a MemberRow per line, most central first) and the length
 * in bytes of each of its lines, newline included (what membership.bin points with).
 */
export function encodeMemberFiles(table: RunTable): { files: Uint8Array[]; lineBytes: Float64Array[] } {
  const { membership } = table;
  const { pool, ends } = userPieces(table);
  const out = new ByteWriter();
  const files: Uint8Array[] = [];
  const lineBytes: Float64Array[] = [];
  table.members.forEach((members, c) => {
    const lengths = new Float64Array(members.length);
    let lineStart = 0;
    for (let r = 0; r < members.length; r++) {
      const u = members[r];
      let piece = u * USER_SEGMENTS;
      for (const segment of SEGMENTS) {
        if (segment.scope === 'user') {
          out.bytes(pool, piece === 0 ? 0 : ends[piece - 1], ends[piece]);
          piece++;
          continue;
        }
        for (const { opening, column } of segment.columns) {
          out.bytes(opening);
          writeValue(out, column.kind, column.value(table, u, c));
        }
      }
      const { from, shown } = memberShares(table, u);
      for (let i = 0; i < shown; i++) {
        out.bytes(SHARE_KEYS[i]);
        out.rounded(percent(membership.shares[from + i]), 10);
      }
      out.byte(CLOSE_BRACE);
      out.byte(NEWLINE);
      lengths[r] = out.length - lineStart;
      lineStart = out.length;
    }
    files.push(out.take());
    lineBytes.push(lengths);
  });
  return { files, lineBytes };
}

/**
 * What a node shard holds of its users that no k changes, made once per dataset and relation set
 * (the same metrics object) and shared by its runs.
 */
type ShardParts = Pick<
  UserShardColumns,
  'names' | 'labels' | 'followers' | 'getRetweeted' | 'countRetweet' | 'degree' | 'pagerank'
> & { users: Int32Array };

const shardPartsByMetrics = new WeakMap<UserMetrics, { names: readonly string[]; shards: ShardParts[] }>();

function shardParts(table: UsersOfRuns): ShardParts[] {
  const cached = shardPartsByMetrics.get(table.metrics);
  if (cached && cached.names === table.names) return cached.shards;
  const { names, labels, metrics } = table;
  const shardOf = Int32Array.from(names, nodeShard);
  const counts = new Int32Array(NODE_SHARDS);
  for (const s of shardOf) counts[s]++;
  const members = Array.from(counts, (count) => new Int32Array(count));
  counts.fill(0);
  for (let u = 0; u < names.length; u++) members[shardOf[u]][counts[shardOf[u]]++] = u;
  const shards = members.map((users) => ({
    users,
    names: stringColumn(Array.from(users, (u) => names[u])),
    labels: stringColumn(Array.from(users, (u) => labels[u])),
    followers: Float64Array.from(users, (u) => metrics.followers[u]),
    getRetweeted: Int32Array.from(users, (u) => metrics.getRetweeted[u]),
    countRetweet: Int32Array.from(users, (u) => metrics.countRetweet[u]),
    degree: Int32Array.from(users, (u) => metrics.degree[u]),
    pagerank: Float64Array.from(users, (u) => metrics.pagerank[u]),
  }));
  shardPartsByMetrics.set(metrics, { names, shards });
  return shards;
}

/** The node shards: each its users' details (RunUser) as columns (user-shard-codec.ts), by nodeShard of their id. */
export function encodeNodeShards(table: RunTable): Uint8Array[] {
  const { membership, assignment, keywords } = table;
  // A term's index in the shard being written, -1 when the shard has not used it yet.
  const localTerm = new Int32Array(keywords.vocabulary.length).fill(-1);
  return shardParts(table).map((part) => {
    const { users } = part;
    const n = users.length;
    const clusterIds = new Int32Array(n);
    const communityEnds = new Int32Array(n);
    const keywordEnds = new Int32Array(n);
    let memberships = 0;
    let keywordCount = 0;
    for (let i = 0; i < n; i++) {
      const u = users[i];
      clusterIds[i] = assignment[u] + 1;
      memberships += membership.offsets[u + 1] - membership.offsets[u];
      communityEnds[i] = memberships;
      keywordCount += keywords.offsets[u + 1] - keywords.offsets[u];
      keywordEnds[i] = keywordCount;
    }
    const communities = new Int32Array(memberships);
    const shares = new Float64Array(memberships);
    const keywordTerms = new Int32Array(keywordCount);
    const keywordCounts = new Int32Array(keywordCount);
    const keywordScores = new Float64Array(keywordCount);
    // The dataset's terms this shard uses, in the order it first uses them.
    const used: number[] = [];
    let m = 0;
    let q = 0;
    for (let i = 0; i < n; i++) {
      const u = users[i];
      for (let p = membership.offsets[u]; p < membership.offsets[u + 1]; p++, m++) {
        communities[m] = membership.communities[p] + 1;
        shares[m] = percent(membership.shares[p]);
      }
      for (let p = keywords.offsets[u]; p < keywords.offsets[u + 1]; p++, q++) {
        const t = keywords.terms[p];
        if (localTerm[t] < 0) localTerm[t] = used.push(t) - 1;
        keywordTerms[q] = localTerm[t];
        keywordCounts[q] = keywords.counts[p];
        keywordScores[q] = keywords.scores[p];
      }
    }
    for (const t of used) localTerm[t] = -1;
    return writeUserShard({
      ...part,
      clusterIds,
      communityEnds,
      communities,
      shares,
      keywordEnds,
      keywordTerms,
      keywordCounts,
      keywordScores,
      terms: stringColumn(used.map((t) => keywords.vocabulary[t])),
    });
  });
}
