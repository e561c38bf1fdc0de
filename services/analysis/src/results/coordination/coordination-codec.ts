import type { CoordinationInputs } from '../../engine/coordination/index.js';

/**
 * A project's coordination inputs as stored:
 * [u32 header JSON length][header JSON][userPosts i32][itemStart i32][actionUser i32][actionRow i32]
 * [shingleStart i32][shingles i32][padding to 8][actionTime f64][itemKind u8]. The version is in
 * the header and in the file's key: a reader refuses a version it does not know rather than
 * misread it (a project prepared again writes the current one). Version 2 added the shingles
 * (near-identical posts); a project prepared with version 1 has its inputs computed again at its
 * next run, as one prepared before coordination existed (docs/stored-formats.md).
 */
export const COORDINATION_FORMAT_VERSION = 2;
/** The format before the shingles: still read (no shingles: equal texts only) until the project's next run writes version 2. */
export const PREVIOUS_COORDINATION_FORMAT_VERSION = 1;

interface Header {
  version: number;
  users: string[];
  itemText: string[];
  actions: number;
  actionsSeen: number;
  shingles: number;
}

export class UnknownCoordinationFormat extends Error {
  constructor(version: unknown) {
    super(`coordination inputs of format version ${String(version)} cannot be read`);
    this.name = 'UnknownCoordinationFormat';
  }
}

export function encodeCoordinationInputs(inputs: CoordinationInputs): Uint8Array {
  const header: Header = {
    version: COORDINATION_FORMAT_VERSION,
    users: inputs.users,
    itemText: inputs.itemText,
    actions: inputs.actionUser.length,
    actionsSeen: inputs.actionsSeen,
    shingles: inputs.shingles.length,
  };
  const head = Buffer.from(JSON.stringify(header), 'utf8');
  const ints = [
    inputs.userPosts,
    inputs.itemStart,
    inputs.actionUser,
    inputs.actionRow,
    inputs.shingleStart,
    inputs.shingles,
  ];
  const intBytes = ints.reduce((sum, a) => sum + a.byteLength, 0);
  const timeAt = align8(4 + head.length + intBytes);
  const out = new Uint8Array(timeAt + inputs.actionTime.byteLength + inputs.itemKind.byteLength);
  new DataView(out.buffer).setUint32(0, head.length, true);
  out.set(head, 4);
  let at = 4 + head.length;
  for (const column of ints) {
    out.set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), at);
    at += column.byteLength;
  }
  out.set(new Uint8Array(inputs.actionTime.buffer, inputs.actionTime.byteOffset, inputs.actionTime.byteLength), timeAt);
  out.set(inputs.itemKind, timeAt + inputs.actionTime.byteLength);
  return out;
}

export function decodeCoordinationInputs(bytes: Uint8Array): CoordinationInputs {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headLength = view.getUint32(0, true);
  const header = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + 4, headLength).toString('utf8')) as Header;
  const previous = header.version === PREVIOUS_COORDINATION_FORMAT_VERSION;
  if (header.version !== COORDINATION_FORMAT_VERSION && !previous) throw new UnknownCoordinationFormat(header.version);
  const items = header.itemText.length;
  let at = 4 + headLength;
  // Copied out: the file's buffer need not be aligned for Int32Array / Float64Array views.
  const ints = (count: number): Int32Array => {
    const column = new Int32Array(count);
    new Uint8Array(column.buffer).set(bytes.subarray(at, at + count * 4));
    at += count * 4;
    return column;
  };
  const userPosts = ints(header.users.length);
  const itemStart = ints(items + 1);
  const actionUser = ints(header.actions);
  const actionRow = ints(header.actions);
  const shingleStart = previous ? new Int32Array(header.actions + 1) : ints(header.actions + 1);
  const shingles = previous ? new Int32Array(0) : ints(header.shingles);
  at = align8(at);
  const actionTime = new Float64Array(header.actions);
  new Uint8Array(actionTime.buffer).set(bytes.subarray(at, at + header.actions * 8));
  at += header.actions * 8;
  const itemKind = bytes.slice(at, at + items);
  return {
    users: header.users,
    userPosts,
    itemKind,
    itemText: header.itemText,
    itemStart,
    actionUser,
    actionTime,
    actionRow,
    actionsSeen: header.actionsSeen,
    shingleStart,
    shingles,
  };
}

function align8(n: number): number {
  return (n + 7) & ~7;
}
