import type { AnalysisResult } from '@kizuna/analysis/engine';
import { encodeMembership, NODE_SHARDS, nodeShard } from '@kizuna/analysis/results';

/**
 * How the analysis worker encoded a run's user files before it wrote them from the run's table
 * (issue 28 item 4): every member row and user detail built as an object (withUserObjects) and
 * stringified. Kept here only to be measured against; the service's own reference for the bytes
 * is services/analysis/src/results/test-support/encoded-run-reference.ts.
 */
export function formerUserFiles(result: Pick<AnalysisResult, 'communities' | 'users' | 'edges'>): {
  members: Uint8Array[];
  membership: Uint8Array;
  nodeShards: Uint8Array[];
} {
  const shards = Array.from({ length: NODE_SHARDS }, () => Object.create(null) as Record<string, unknown>);
  for (const [id, user] of Object.entries(result.users)) shards[nodeShard(id)][id] = user;
  const members = result.communities.map((c) => ndjsonLines(c.nodes));
  const utf8 = new TextEncoder();
  return {
    members: members.map((m) => m.bytes),
    membership: encodeMembership(
      result.edges.names,
      result.communities.map((c) => c.nodes.map((m) => m.node_id)),
      members.map((m) => m.lineBytes),
    ),
    nodeShards: shards.map((shard) => utf8.encode(JSON.stringify(shard))),
  };
}

function ndjsonLines<T>(items: Iterable<T>): { bytes: Uint8Array; lineBytes: Float64Array } {
  let buffer = Buffer.allocUnsafe(64 * 1024);
  let at = 0;
  const lineBytes: number[] = [];
  for (const item of items) {
    const line = JSON.stringify(item);
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
  const bytes = new Uint8Array(at);
  bytes.set(buffer.subarray(0, at));
  return { bytes, lineBytes: Float64Array.from(lineBytes) };
}
