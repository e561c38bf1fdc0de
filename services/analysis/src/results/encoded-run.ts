import type { RunResult } from '../engine/analysis-result.js';
import type { AnalysisSummary, CommunityDetail, EdgeColumns, GraphPayload } from '../engine/types.js';
import { ByteWriter } from './byte-writer.js';
import { encodeMemberFiles, encodeNodeShards } from './encoded-users.js';
import { encodeMembershipOfUsers } from './membership-codec.js';

/** A community as its file holds it: every field but the members, which have a file of their own. */
export type CommunityFile = Omit<CommunityDetail, 'nodes'>;

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
  relations: RunResult['relations'];
}

/**
 * JSON lines, newline-terminated; nothing for no items. Each line is written straight into one
 * growing buffer: no second pass to measure the lines, no joined copy.
 */
function ndjson<T>(items: Iterable<T>): Uint8Array {
  const out = new ByteWriter();
  for (const item of items) {
    out.utf8(JSON.stringify(item));
    out.byte(0x0a);
  }
  // A buffer of its own, exactly as long as the lines (the worker hands it over whole).
  return out.take();
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

/**
 * A run's files from its result: the users' (member files, node shards) written straight from
 * its table (encoded-users.ts). A result of `analyze` may be given too: its communities' member
 * rows are left out, being what the member files hold. `edges` given: the bytes of
 * encodeEdges(result.edges), encoded once for the runs of a dataset.
 */
export function encodeRun(
  result: Omit<RunResult, 'window' | 'communities'> & {
    communities: ReadonlyArray<CommunityFile & { nodes?: unknown }>;
  },
  edges?: Uint8Array,
): EncodedRun {
  const members = encodeMemberFiles(result.table);
  return {
    summary: result.summary,
    graph: result.graph,
    communities: result.communities.map(({ nodes: _members, ...community }) => community),
    members: members.files,
    membership: encodeMembershipOfUsers(result.table.names, result.table.members, members.lineBytes),
    edges: edges ?? encodeEdges(result.edges),
    nodeShards: encodeNodeShards(result.table),
    relations: result.relations,
  };
}

/** The buffers of an encoded run, to hand to another thread without copying. */
export function encodedRunBuffers(run: EncodedRun): ArrayBuffer[] {
  return [...run.members, run.membership, run.edges, ...run.nodeShards].map((bytes) => bytes.buffer as ArrayBuffer);
}
