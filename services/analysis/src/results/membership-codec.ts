import { createHash } from 'node:crypto';

/**
 * Who is in which community of a run, in arrays: what comparing two runs and paging a band of
 * that comparison need, without parsing the member lists (tens of MB of JSON for 100k users).
 * Users are indexed in the run's network order, which every run of a dataset with the same
 * relations shares; `order` names that order, so two runs line up only when it is equal.
 */
export interface RunMembership {
  k: number;
  /** A digest of the users' node ids in index order. */
  order: string;
  /** Community 0..k-1 of each user. */
  assignment: Int32Array;
  /** Community c's users are members[starts[c] .. starts[c + 1]), in its member file's order (most central first). */
  members: Int32Array;
  starts: Int32Array;
  /** Byte offset just past each of those users' lines in their community's member file (each file starts at 0). */
  lineEnds: Float64Array;
}

interface Header {
  version: 1;
  k: number;
  order: string;
  users: number;
}

const HEAD_BYTES = 4;

/** The digest naming a user order. */
export function userOrder(nodeIds: readonly string[]): string {
  // Length-prefixed: no two lists of ids make the same text, whatever characters the ids hold.
  return createHash('sha256')
    .update(nodeIds.map((id) => `${id.length}:${id}`).join(''))
    .digest('base64url');
}

/** The order's digest and each user's index: the same for every run of a dataset, so made once per list. */
const ordersByList = new WeakMap<readonly string[], string>();
const indexesByList = new WeakMap<readonly string[], Map<string, number>>();

function orderOf(nodeIds: readonly string[]): string {
  let order = ordersByList.get(nodeIds);
  if (order === undefined) ordersByList.set(nodeIds, (order = userOrder(nodeIds)));
  return order;
}

function indexOf(nodeIds: readonly string[]): Map<string, number> {
  let index = indexesByList.get(nodeIds);
  if (!index) {
    index = new Map<string, number>();
    for (const [u, id] of nodeIds.entries()) index.set(id, u);
    indexesByList.set(nodeIds, index);
  }
  return index;
}

/**
 * The membership of a run from its member lists as saved: `communities[c]` holds community c+1's
 * members' node ids in file order, `lineBytes[c]` the byte length of each one's line (newline
 * included), `nodeIds` every user in network order.
 */
export function encodeMembership(
  nodeIds: readonly string[],
  communities: ReadonlyArray<readonly string[]>,
  lineBytes: ReadonlyArray<ArrayLike<number>>,
): Uint8Array {
  const index = indexOf(nodeIds);
  return encodeMembershipOfUsers(
    nodeIds,
    communities.map((ids) =>
      ids.map((id) => {
        const u = index.get(id);
        if (u === undefined) throw new RangeError(`member ${id} is not a user of the run once`);
        return u;
      }),
    ),
    lineBytes,
  );
}

/** As encodeMembership, with the members as user indexes into `nodeIds` (no lookup by name). */
export function encodeMembershipOfUsers(
  nodeIds: readonly string[],
  communities: ReadonlyArray<ArrayLike<number>>,
  lineBytes: ReadonlyArray<ArrayLike<number>>,
): Uint8Array {
  const k = communities.length;
  const order = orderOf(nodeIds);
  const assignment = new Int32Array(nodeIds.length).fill(-1);
  const members = new Int32Array(nodeIds.length);
  const starts = new Int32Array(k + 1);
  const lineEnds = new Float64Array(nodeIds.length);
  let next = 0;
  for (let c = 0; c < k; c++) {
    const users = communities[c];
    starts[c] = next;
    let end = 0;
    for (let r = 0; r < users.length; r++) {
      const u = users[r];
      if (!(u >= 0 && u < nodeIds.length) || assignment[u] !== -1)
        throw new RangeError(`member ${nodeIds[u] ?? u} is not a user of the run once`);
      assignment[u] = c;
      members[next] = u;
      end += lineBytes[c][r];
      lineEnds[next++] = end;
    }
  }
  starts[k] = next;
  if (next !== nodeIds.length) throw new RangeError(`${nodeIds.length - next} users of the run are in no community`);
  const header: Header = { version: 1, k, order, users: nodeIds.length };
  const head = Buffer.from(JSON.stringify(header), 'utf8');
  const columns = [assignment, members, starts, lineEnds];
  // A buffer of its own (Buffer.concat may hand out a slice of a shared pool): the worker hands it over whole.
  const bytes = new Uint8Array(HEAD_BYTES + head.length + columns.reduce((n, c) => n + c.byteLength, 0));
  new DataView(bytes.buffer).setUint32(0, head.length, true);
  bytes.set(head, HEAD_BYTES);
  let at = HEAD_BYTES + head.length;
  for (const column of columns) {
    bytes.set(new Uint8Array(column.buffer), at);
    at += column.byteLength;
  }
  return bytes;
}

export function decodeMembership(buf: Buffer): RunMembership {
  const headLength = buf.readUInt32LE(0);
  const header = JSON.parse(buf.subarray(HEAD_BYTES, HEAD_BYTES + headLength).toString('utf8')) as Header;
  if (header.version !== 1) throw new RangeError(`membership version ${String(header.version)} is not known`);
  let at = HEAD_BYTES + headLength;
  // Copied into fresh arrays: the header leaves the columns unaligned.
  const read = <T extends Int32Array | Float64Array>(column: T): T => {
    Buffer.from(column.buffer).set(buf.subarray(at, at + column.byteLength));
    at += column.byteLength;
    return column;
  };
  const n = header.users;
  const membership = {
    k: header.k,
    order: header.order,
    assignment: read(new Int32Array(n)),
    members: read(new Int32Array(n)),
    starts: read(new Int32Array(header.k + 1)),
    lineEnds: read(new Float64Array(n)),
  };
  if (at !== buf.length) throw new RangeError(`membership of ${buf.length} bytes, ${at} expected`);
  return membership;
}

/** Whether two runs' users line up index by index (same users in the same order). */
export function sameUsers(a: RunMembership, b: RunMembership): boolean {
  return a.order === b.order && a.assignment.length === b.assignment.length;
}

/**
 * The positions in community `c`'s member list (0-based, most central first) of its users who are
 * in community `otherC` of the other run (both 0-based): a band of the runs' comparison.
 */
export function bandPositions(first: RunMembership, c: number, second: RunMembership, otherC: number): Int32Array {
  const from = first.starts[c];
  const to = first.starts[c + 1];
  const found = new Int32Array(to - from);
  let n = 0;
  for (let p = from; p < to; p++) if (second.assignment[first.members[p]] === otherC) found[n++] = p - from;
  return found.subarray(0, n);
}

/** The byte range [start, end) of the member at `position` in community `c`'s member file (newline included). */
export function memberLineRange(m: RunMembership, c: number, position: number): [number, number] {
  const p = m.starts[c] + position;
  return [position === 0 ? 0 : m.lineEnds[p - 1], m.lineEnds[p]];
}
