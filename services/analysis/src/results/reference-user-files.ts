import type { MemberRow, RunUser } from '../engine/types.js';
import { keyedByName } from '../engine/result/keyed-by-name.js';
import { encodeMembership } from './membership-codec.js';
import { NODE_SHARDS, nodeShard } from './result-keys.js';

/**
 * How the run's user files were encoded before they were written from the run's table: every
 * member row and user detail stringified as an object. Kept as the reference the table's encoding
 * must equal byte for byte (encoded-users.spec.ts) and as what the bench measures it against
 * (bench/src/encoding): the stored format is what the readers in stored/ know.
 */
export function referenceUserFiles(result: {
  /** Every user's node id in network order. */
  names: readonly string[];
  communities: ReadonlyArray<{ nodes: readonly MemberRow[] }>;
  users: Record<string, RunUser>;
}): {
  members: Uint8Array[];
  lineBytes: Float64Array[];
  membership: Uint8Array;
  nodeShards: Uint8Array[];
} {
  const shards = Array.from({ length: NODE_SHARDS }, () => keyedByName<unknown>());
  for (const [id, user] of Object.entries(result.users)) shards[nodeShard(id)][id] = user;
  const members = result.communities.map((c) => ndjsonLines(c.nodes));
  const utf8 = new TextEncoder();
  return {
    members: members.map((m) => m.bytes),
    lineBytes: members.map((m) => m.lineBytes),
    membership: encodeMembership(
      result.names,
      result.communities.map((c) => c.nodes.map((m) => m.node_id)),
      members.map((m) => m.lineBytes),
    ),
    nodeShards: shards.map((shard) => utf8.encode(JSON.stringify(shard))),
  };
}

/** JSON lines, newline-terminated, with each line's length in bytes (its newline included): the former code as it was. */
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
