import { COORDINATION_SETTINGS } from '@kizuna/proto/engine-rules';
import { MAX_WINDOW_SECONDS, type CoordinationInputs } from '../../engine/coordination/index.js';
import { nearIdenticalMatches } from '../../engine/coordination/near-identical-matches.js';
import { NO_NEAR_MATCHES } from '../../engine/coordination/near-match-table.js';

/**
 * A project's coordination inputs as stored:
 * [u32 header JSON length][header JSON][userPosts i32][itemStart i32][actionUser i32][actionRow i32]
 * [nearFirst i32][nearSecond i32][nearCommon i32][nearUnion i32][padding to 8][actionTime f64]
 * [itemKind u8]. The version is in the header and in the file's key: a reader refuses a version it
 * does not know rather than misread it (a project prepared again writes the current one). Version
 * 3 keeps the near-identical matches at the widest bounds (near-match-table.ts) in place of
 * version 2's shingles, [shingleStart i32][shingles i32] there: a version-2 file is still read, its
 * matches found from its shingles as it is decoded, until the project's next run writes version
 * 3. Version 1 (before near-identical posts) is read as equal texts only (docs/stored-formats.md).
 */
export const COORDINATION_FORMAT_VERSION = 3;
/** The shingles' format: read, matched when decoded, until the project's next run writes version 3. */
export const SHINGLES_COORDINATION_FORMAT_VERSION = 2;
/** The format before the shingles: still read (no shingles: equal texts only) until the project's next run writes version 3. */
export const PREVIOUS_COORDINATION_FORMAT_VERSION = 1;

interface Header {
  version: number;
  users: string[];
  itemText: string[];
  actions: number;
  actionsSeen: number;
  /** Version 2: the shingles' count. */
  shingles?: number;
  /** Version 3: the near-identical matches' count, and the shingles the bound cut. */
  matches?: number;
  cappedShingles?: number;
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
    matches: inputs.near.first.length,
    cappedShingles: inputs.near.cappedShingles,
  };
  const head = Buffer.from(JSON.stringify(header), 'utf8');
  const ints = [
    inputs.userPosts,
    inputs.itemStart,
    inputs.actionUser,
    inputs.actionRow,
    inputs.near.first,
    inputs.near.second,
    inputs.near.common,
    inputs.near.union,
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
  const { version } = header;
  if (
    version !== COORDINATION_FORMAT_VERSION &&
    version !== SHINGLES_COORDINATION_FORMAT_VERSION &&
    version !== PREVIOUS_COORDINATION_FORMAT_VERSION
  )
    throw new UnknownCoordinationFormat(version);
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
  const matches = header.matches ?? 0;
  const stored =
    version === COORDINATION_FORMAT_VERSION
      ? { first: ints(matches), second: ints(matches), common: ints(matches), union: ints(matches) }
      : null;
  const shingled =
    version === SHINGLES_COORDINATION_FORMAT_VERSION
      ? { shingleStart: ints(header.actions + 1), shingles: ints(header.shingles ?? 0) }
      : null;
  at = align8(at);
  const actionTime = new Float64Array(header.actions);
  new Uint8Array(actionTime.buffer).set(bytes.subarray(at, at + header.actions * 8));
  at += header.actions * 8;
  const itemKind = bytes.slice(at, at + items);
  const near = stored
    ? { ...stored, cappedShingles: header.cappedShingles ?? 0 }
    : shingled
      ? nearIdenticalMatches(
          { itemStart, actionUser, actionTime, ...shingled },
          COORDINATION_SETTINGS.similarity_percent.min,
          MAX_WINDOW_SECONDS * 1000,
        )
      : NO_NEAR_MATCHES;
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
    near,
  };
}

function align8(n: number): number {
  return (n + 7) & ~7;
}
