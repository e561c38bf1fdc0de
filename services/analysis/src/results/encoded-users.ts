import { percent, round2 } from '../engine/result/numbers.js';
import type { RunTable } from '../engine/result/run-table.js';
import type { UserMetrics } from '../engine/network/user-metrics.js';
import { asciiBytes, ByteWriter } from './byte-writer.js';
import { NODE_SHARDS, nodeShard } from './result-keys.js';

/**
 * A run's member files and node shards written straight from its table: byte for byte what
 * JSON.stringify makes of the member rows and user details (engine/result/user-details.ts), which
 * encoded-users.spec.ts checks on random tables. Building, stringifying and dropping an object per
 * user and per keyword, three runs a project, was most of the analysis worker's garbage.
 */

/**
 * What the files hold of each user that no k changes, encoded once per dataset and relation set
 * (the same metrics object) and shared by its runs: node id and label as JSON strings, PageRank
 * as JSON writes it (its shortest round-trip digits are the dearest number to write), and each
 * node shard's users in the order JSON.stringify gives an object's keys.
 */
interface UserPieces {
  names: readonly string[];
  labels: readonly string[];
  /** User u's node id, label and PageRank: pool bytes ends[3u - 1] (0 for u = 0) .. ends[3u], .. ends[3u + 1], .. ends[3u + 2]. */
  pool: Uint8Array;
  ends: Uint32Array;
  /** Shard s's users are shardUsers[shardStarts[s] .. shardStarts[s + 1]), in key order. */
  shardStarts: Int32Array;
  shardUsers: Int32Array;
}

const piecesByMetrics = new WeakMap<UserMetrics, UserPieces>();

function userPieces(table: RunTable): UserPieces {
  const cached = piecesByMetrics.get(table.metrics);
  if (cached && cached.names === table.names && cached.labels === table.labels) return cached;
  const { names, labels, metrics } = table;
  const n = names.length;
  const writer = new ByteWriter(n * 48);
  const ends = new Uint32Array(3 * n);
  for (let u = 0; u < n; u++) {
    writer.utf8(JSON.stringify(names[u]));
    ends[3 * u] = writer.length;
    writer.utf8(JSON.stringify(labels[u]));
    ends[3 * u + 1] = writer.length;
    writer.number(metrics.pagerank[u]);
    ends[3 * u + 2] = writer.length;
  }
  const pieces: UserPieces = { names, labels, pool: writer.take(), ends, ...shardOrder(names) };
  piecesByMetrics.set(metrics, pieces);
  return pieces;
}

/**
 * Each shard's users in the order JSON.stringify writes a shard's keys: node ids that are array
 * indexes ("0", "42", up to 2^32 - 2) first, in numeric order, then the others in user order.
 */
function shardOrder(names: readonly string[]): { shardStarts: Int32Array; shardUsers: Int32Array } {
  const shardOf = Int32Array.from(names, nodeShard);
  const shardStarts = new Int32Array(NODE_SHARDS + 1);
  for (const s of shardOf) shardStarts[s + 1]++;
  for (let s = 0; s < NODE_SHARDS; s++) shardStarts[s + 1] += shardStarts[s];
  const shardUsers = new Int32Array(names.length);
  const next = shardStarts.slice(0, NODE_SHARDS);
  const indexes: number[] = [];
  for (let u = 0; u < names.length; u++) {
    if (arrayIndex(names[u]) >= 0) indexes.push(u);
    else shardUsers[next[shardOf[u]]++] = u;
  }
  // Array-index keys go before the others of their shard: the others move up behind them.
  if (indexes.length > 0) {
    indexes.sort((a, b) => arrayIndex(names[a]) - arrayIndex(names[b]));
    const front = new Int32Array(NODE_SHARDS);
    for (const u of indexes) front[shardOf[u]]++;
    for (let s = 0; s < NODE_SHARDS; s++) {
      const start = shardStarts[s];
      shardUsers.copyWithin(start + front[s], start, next[s]);
    }
    const filled = shardStarts.slice(0, NODE_SHARDS);
    for (const u of indexes) shardUsers[filled[shardOf[u]]++] = u;
  }
  return { shardStarts, shardUsers };
}

/** The key as an array index (canonical decimal, at most 2^32 - 2), or -1 when it is not one. */
function arrayIndex(key: string): number {
  if (key.length === 0 || key.length > 10) return -1;
  const first = key.charCodeAt(0);
  if (first < 48 || first > 57 || (first === 48 && key.length > 1)) return -1;
  let value = 0;
  for (let i = 0; i < key.length; i++) {
    const digit = key.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value <= 4294967294 ? value : -1;
}

/** Each vocabulary term as a JSON string, encoded when first used, for the runs of a dataset. */
interface TermPieces {
  pool: ByteWriter;
  /** Term t's bytes are pool[starts[t] .. ends[t]); starts[t] is -1 until encoded. */
  starts: Int32Array;
  ends: Int32Array;
  /** The pool's bytes as last read (the writer's buffer is replaced when it grows). */
  view: Uint8Array;
}

const termsByVocabulary = new WeakMap<readonly string[], TermPieces>();

function termPieces(vocabulary: readonly string[]): TermPieces {
  let pieces = termsByVocabulary.get(vocabulary);
  if (!pieces) {
    pieces = {
      pool: new ByteWriter(),
      starts: new Int32Array(vocabulary.length).fill(-1),
      ends: new Int32Array(vocabulary.length),
      view: new Uint8Array(0),
    };
    termsByVocabulary.set(vocabulary, pieces);
  }
  return pieces;
}

const NODE_ID = asciiBytes('{"node_id":');
const SCREEN_NAME = asciiBytes(',"tweet_user_screen_name":');
const GET_RETWEETED = asciiBytes(',"get_retweeted":');
const COUNT_RETWEET = asciiBytes(',"count_retweet":');
const COUNT_FOLLOWERS = asciiBytes(',"count_followers":');
const DEGREE = asciiBytes(',"degree":');
const PAGERANK = asciiBytes(',"pagerank":');
const CLUSTER_ID = asciiBytes(',"cluster_id":');
const X = asciiBytes(',"x":');
const Y = asciiBytes(',"y":');
const START_DATE = asciiBytes(',"start_date":');
const END_DATE = asciiBytes(',"end_date":');
const DRAWN_TRUE = asciiBytes(',"drawn":true');
const DRAWN_FALSE = asciiBytes(',"drawn":false');
const COMMUNITY_N = [',"community_1":', ',"community_2":', ',"community_3":'].map(asciiBytes);
const LABEL = asciiBytes(',"label":');
const COMMUNITIES = asciiBytes(',"communities":[');
const FOLLOWER_COUNT = asciiBytes(',"follower_count":');
const KEYWORDS = asciiBytes(',"keywords":[');
const KEYWORD = asciiBytes('{"keyword":');
const COUNT = asciiBytes(',"count":');
const SCORE = asciiBytes(',"score":');

const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const NEWLINE = 0x0a;

/**
 * Each community's member file (NDJSON, a MemberRow per line, most central first) and the length
 * in bytes of each of its lines, newline included (what membership.bin points with).
 */
export function encodeMemberFiles(table: RunTable): { files: Uint8Array[]; lineBytes: Float64Array[] } {
  const { metrics, membership, places } = table;
  const { pool, ends } = userPieces(table);
  const out = new ByteWriter();
  const files: Uint8Array[] = [];
  const lineBytes: Float64Array[] = [];
  table.members.forEach((members, c) => {
    const lengths = new Float64Array(members.length);
    let lineStart = 0;
    for (let r = 0; r < members.length; r++) {
      const u = members[r];
      const nameStart = u === 0 ? 0 : ends[3 * u - 1];
      out.bytes(NODE_ID);
      out.bytes(pool, nameStart, ends[3 * u]);
      out.bytes(SCREEN_NAME);
      out.bytes(pool, ends[3 * u], ends[3 * u + 1]);
      out.bytes(GET_RETWEETED);
      out.number(metrics.getRetweeted[u]);
      out.bytes(COUNT_RETWEET);
      out.number(metrics.countRetweet[u]);
      out.bytes(COUNT_FOLLOWERS);
      out.number(metrics.followers[u]); // NaN (unknown) is written null, as nanToNull has it
      out.bytes(DEGREE);
      out.number(metrics.degree[u]);
      out.bytes(PAGERANK);
      out.bytes(pool, ends[3 * u + 1], ends[3 * u + 2]);
      out.bytes(CLUSTER_ID);
      out.number(c + 1);
      out.bytes(X);
      out.rounded(round2(places.x[u]), 100);
      out.bytes(Y);
      out.rounded(round2(places.y[u]), 100);
      out.bytes(START_DATE);
      out.number(metrics.firstTime[u]);
      out.bytes(END_DATE);
      out.number(metrics.lastTime[u]);
      out.bytes(places.drawn[u] === 1 ? DRAWN_TRUE : DRAWN_FALSE);
      const from = membership.offsets[u];
      const shown = Math.min(3, membership.offsets[u + 1] - from);
      for (let i = 0; i < shown; i++) {
        out.bytes(COMMUNITY_N[i]);
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

/** The node shards: each a JSON object of its users' details (RunUser) by node id (see nodeShard). */
export function encodeNodeShards(table: RunTable): Uint8Array[] {
  const { metrics, membership, assignment, keywords } = table;
  const { pool, ends, shardStarts, shardUsers } = userPieces(table);
  const terms = termPieces(keywords.vocabulary);
  const out = new ByteWriter();
  const shards: Uint8Array[] = [];
  for (let s = 0; s < NODE_SHARDS; s++) {
    out.byte(OPEN_BRACE);
    for (let i = shardStarts[s]; i < shardStarts[s + 1]; i++) {
      const u = shardUsers[i];
      const nameStart = u === 0 ? 0 : ends[3 * u - 1];
      if (i > shardStarts[s]) out.byte(COMMA);
      out.bytes(pool, nameStart, ends[3 * u]);
      out.byte(COLON);
      out.bytes(NODE_ID);
      out.bytes(pool, nameStart, ends[3 * u]);
      out.bytes(LABEL);
      out.bytes(pool, ends[3 * u], ends[3 * u + 1]);
      out.bytes(CLUSTER_ID);
      out.number(assignment[u] + 1);
      out.bytes(COMMUNITIES);
      for (let p = membership.offsets[u]; p < membership.offsets[u + 1]; p++) {
        if (p > membership.offsets[u]) out.byte(COMMA);
        out.byte(OPEN_BRACKET);
        out.number(membership.communities[p] + 1);
        out.byte(COMMA);
        out.rounded(percent(membership.shares[p]), 10);
        out.byte(CLOSE_BRACKET);
      }
      out.byte(CLOSE_BRACKET);
      out.bytes(FOLLOWER_COUNT);
      out.number(metrics.followers[u]); // NaN (unknown) is written null, as nanToNull has it
      out.bytes(GET_RETWEETED);
      out.number(metrics.getRetweeted[u]);
      out.bytes(COUNT_RETWEET);
      out.number(metrics.countRetweet[u]);
      out.bytes(DEGREE);
      out.number(metrics.degree[u]);
      out.bytes(PAGERANK);
      out.bytes(pool, ends[3 * u + 1], ends[3 * u + 2]);
      out.bytes(KEYWORDS);
      for (let p = keywords.offsets[u]; p < keywords.offsets[u + 1]; p++) {
        if (p > keywords.offsets[u]) out.byte(COMMA);
        out.bytes(KEYWORD);
        term(out, terms, keywords.vocabulary, keywords.terms[p]);
        out.bytes(COUNT);
        out.number(keywords.counts[p]);
        out.bytes(SCORE);
        out.rounded(keywords.scores[p], 1e6);
        out.byte(CLOSE_BRACE);
      }
      out.byte(CLOSE_BRACKET);
      out.byte(CLOSE_BRACE);
    }
    out.byte(CLOSE_BRACE);
    shards.push(out.take());
  }
  return shards;
}

/** Term t as a JSON string, encoded into the dataset's pool the first time a run uses it. */
function term(out: ByteWriter, pieces: TermPieces, vocabulary: readonly string[], t: number): void {
  if (pieces.starts[t] < 0) {
    pieces.starts[t] = pieces.pool.length;
    pieces.pool.utf8(JSON.stringify(vocabulary[t]));
    pieces.ends[t] = pieces.pool.length;
    pieces.view = pieces.pool.view();
  }
  out.bytes(pieces.view, pieces.starts[t], pieces.ends[t]);
}
