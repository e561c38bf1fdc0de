import type { AnalysisResult } from '../engine/analysis-result.js';
import type { AnalysisSummary, CommunityResult, EdgeColumns, GraphPayload } from '../engine/types.js';
import { keyedByName } from '../engine/result/keyed-by-name.js';
import { encodeMembership } from './membership-codec.js';
import { NODE_SHARDS, nodeShard } from './result-keys.js';

/** A community as its file holds it: every field but the members, which have a file of their own. */
export type CommunityFile = Omit<CommunityResult, 'nodes'>;

/**
 * A run's result with its large parts already encoded as the bytes of their files: the worker
 * encodes them and hands the buffers over without copying, where cloning 100k+ users' rows
 * cost more than writing them as JSON, on both threads.
 */
export interface EncodedRun {
  summary: AnalysisSummary;
  graph: GraphPayload;
  communities: CommunityFile[];
  /** Each community's members as NDJSON (index c: cluster c + 1). */
  members: Uint8Array[];
  /** Who is in which community, and where each member's line is in those files (membership-codec.ts). */
  membership: Uint8Array;
  /** Every edge of the network as NDJSON lines [source, target, weight, retweets, replies, mentions]. */
  edges: Uint8Array;
  /** Node details by node id, one JSON object per shard (see nodeShard). */
  nodeShards: Uint8Array[];
  /** How the communities relate (interaction matrix, bridges); small, kept as it is. */
  relations?: AnalysisResult['relations'];
}

const utf8 = new TextEncoder();

/** JSON lines, newline-terminated; nothing for no items. */
function ndjson<T>(items: Iterable<T>): Uint8Array {
  return ndjsonLines(items).bytes;
}

/**
 * As ndjson, with each line's length in bytes (its newline included). Each line is written
 * straight into one growing buffer, which tells its length in bytes: no second pass to measure
 * the lines, no joined copy (a quarter less time for 150k members).
 */
function ndjsonLines<T>(items: Iterable<T>): { bytes: Uint8Array; lineBytes: Float64Array } {
  let buffer = Buffer.allocUnsafe(64 * 1024);
  let at = 0;
  const lineBytes: number[] = [];
  for (const item of items) {
    const line = JSON.stringify(item);
    // A UTF-16 unit takes at most three bytes in UTF-8.
    const most = line.length * 3 + 1;
    if (at + most > buffer.length) {
      const larger = Buffer.allocUnsafe(Math.max(buffer.length * 2, at + most));
      buffer.copy(larger, 0, 0, at);
      buffer = larger;
    }
    const written = buffer.write(line, at, 'utf8');
    buffer[at + written] = 0x0a;
    at += written + 1;
    lineBytes.push(written + 1);
  }
  // A buffer of its own, exactly as long as the lines (the worker hands it over whole).
  const bytes = new Uint8Array(at);
  bytes.set(buffer.subarray(0, at));
  return { bytes, lineBytes: Float64Array.from(lineBytes) };
}

function* edgeLines(edges: EdgeColumns): Generator<unknown[]> {
  for (let p = 0; p < edges.sources.length; p++)
    yield [
      edges.names[edges.sources[p]],
      edges.names[edges.targets[p]],
      edges.weights[p],
      edges.retweets[p],
      edges.replies[p],
      edges.mentions[p],
    ];
}

/** The edges file's bytes: the same for every run of a dataset and relation set. */
export function encodeEdges(edges: EdgeColumns): Uint8Array {
  return ndjson(edgeLines(edges));
}

/** `edges` given: the bytes of encodeEdges(result.edges), encoded once for the runs of a dataset. */
export function encodeRun(result: Omit<AnalysisResult, 'window'>, edges?: Uint8Array): EncodedRun {
  const shards = Array.from({ length: NODE_SHARDS }, () => keyedByName<unknown>());
  for (const [id, user] of Object.entries(result.users)) shards[nodeShard(id)][id] = user;
  const members = result.communities.map((c) => ndjsonLines(c.nodes));
  return {
    summary: result.summary,
    graph: result.graph,
    communities: result.communities.map(({ nodes: _members, ...community }) => community),
    members: members.map((m) => m.bytes),
    membership: encodeMembership(
      result.edges.names,
      result.communities.map((c) => c.nodes.map((m) => m.node_id)),
      members.map((m) => m.lineBytes),
    ),
    edges: edges ?? encodeEdges(result.edges),
    nodeShards: shards.map((shard) => utf8.encode(JSON.stringify(shard))),
    ...(result.relations && { relations: result.relations }),
  };
}

/** The buffers of an encoded run, to hand to another thread without copying. */
export function encodedRunBuffers(run: EncodedRun): ArrayBuffer[] {
  return [...run.members, run.membership, run.edges, ...run.nodeShards].map((bytes) => bytes.buffer as ArrayBuffer);
}
