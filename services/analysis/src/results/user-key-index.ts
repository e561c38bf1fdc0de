import type { PackedKeys } from '@kizuna/proto';

/**
 * Which account keys are users of a run, and each one's community, answered from bytes (issue 48:
 * a team's labels on a run are those of its users). The run's users as strings (100,000 names
 * parsed, lowercased and put in a Map) took 50–120 ms the first time a run's labels were asked
 * and twice that on a slow day, while the graph beside them waited for the same thread; this
 * index is read as it is stored and looked up in place, a few milliseconds for 10,000 accounts.
 *
 * Layout, little-endian: `KZU1`, u32 users, u32 slots (a power of two, at least twice the
 * users), then i32 slot[slots] (a user + 1, 0 empty: open addressing on FNV-1a of the key's
 * UTF-8), u32 keyEnd[users] (user u's key is keys[keyEnd[u - 1] .. keyEnd[u])), i32
 * community[users] (1..k), and the keys' UTF-8 one after the other. A key is the user's name
 * lowercased, as the graph's node id and a label's account key name it (userKey).
 */
const MAGIC = 0x31555a4b; // 'KZU1'
const HEAD_BYTES = 12;

/** A user's key: the name lowercased (node ids and label account keys are userKey of the same names). */
function userKeyOf(name: string): string {
  return name.toLowerCase();
}

function fnv1a(bytes: Uint8Array, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return h >>> 0;
}

function slotCount(users: number): number {
  let slots = 2;
  while (slots < users * 2) slots *= 2;
  return slots;
}

/** The run's users: their names and communities (0..k-1), as its window index holds them. */
export interface RunUsers {
  labels: readonly string[];
  assignment: ArrayLike<number>;
}

/** The index of the run's users. */
export function encodeUserKeyIndex({ labels, assignment }: RunUsers): Uint8Array {
  const users = labels.length;
  const encoded = labels.map((name) => Buffer.from(userKeyOf(name), 'utf8'));
  const keyBytes = encoded.reduce((sum, b) => sum + b.length, 0);
  const slots = slotCount(users);
  const size = HEAD_BYTES + slots * 4 + users * 8 + keyBytes;
  const out = new ArrayBuffer(size);
  const head = new DataView(out, 0, HEAD_BYTES);
  head.setUint32(0, MAGIC, true);
  head.setUint32(4, users, true);
  head.setUint32(8, slots, true);
  const slot = new Int32Array(out, HEAD_BYTES, slots);
  const keyEnd = new Uint32Array(out, HEAD_BYTES + slots * 4, users);
  const community = new Int32Array(out, HEAD_BYTES + slots * 4 + users * 4, users);
  const keys = new Uint8Array(out, HEAD_BYTES + slots * 4 + users * 8, keyBytes);
  let at = 0;
  for (let u = 0; u < users; u++) {
    keys.set(encoded[u], at);
    at += encoded[u].length;
    keyEnd[u] = at;
    community[u] = assignment[u] + 1;
  }
  const index = new UserKeyIndex(slot, keyEnd, community, Buffer.from(keys.buffer, keys.byteOffset, keys.byteLength));
  // Two names with one key (possible only in files from before names were keyed): the later one
  // answers, as a Map filled in order would.
  for (let u = 0; u < users; u++) index.insert(u);
  return new Uint8Array(out);
}

export class UserKeyIndex {
  constructor(
    private readonly slot: Int32Array,
    private readonly keyEnd: Uint32Array,
    private readonly community: Int32Array,
    private readonly keys: Buffer,
  ) {}

  /** Reads an encoded index; null when the bytes are not one (another format, cut short). */
  static decode(bytes: Buffer): UserKeyIndex | null {
    if (bytes.length < HEAD_BYTES || bytes.readUInt32LE(0) !== MAGIC) return null;
    const users = bytes.readUInt32LE(4);
    const slots = bytes.readUInt32LE(8);
    const keysAt = HEAD_BYTES + slots * 4 + users * 8;
    if (bytes.length < keysAt) return null;
    // Copied into their own arrays: the bytes' offset in their buffer need not be aligned.
    const copy = <T extends Int32Array | Uint32Array>(make: (n: number) => T, at: number, n: number): T => {
      const column = make(n);
      Buffer.from(column.buffer).set(bytes.subarray(at, at + n * 4));
      return column;
    };
    const slot = copy((n) => new Int32Array(n), HEAD_BYTES, slots);
    const keyEnd = copy((n) => new Uint32Array(n), HEAD_BYTES + slots * 4, users);
    const community = copy((n) => new Int32Array(n), HEAD_BYTES + slots * 4 + users * 4, users);
    const keys = bytes.subarray(keysAt);
    if (users > 0 && keyEnd[users - 1] !== keys.length) return null;
    return new UserKeyIndex(slot, keyEnd, community, keys);
  }

  /**
   * Of the packed account keys (packKeys: UTF-8 one after the other, and where each ends), the
   * positions of those that are users of the run, in the order asked, with each one's community (1..k).
   */
  present({ utf8, ends }: PackedKeys): { indexes: number[]; clusterIds: number[] } {
    const bytes = Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength);
    const indexes: number[] = [];
    const clusterIds: number[] = [];
    for (let i = 0; i < ends.length; i++) {
      const u = this.find(bytes, i === 0 ? 0 : ends[i - 1], ends[i]);
      if (u < 0) continue;
      indexes.push(i);
      clusterIds.push(this.community[u]);
    }
    return { indexes, clusterIds };
  }

  /** Puts user u in its slot, replacing a user of the same key: how encodeUserKeyIndex fills the slots. */
  insert(u: number): void {
    const start = u === 0 ? 0 : this.keyEnd[u - 1];
    const mask = this.slot.length - 1;
    for (let s = fnv1a(this.keys, start, this.keyEnd[u]) & mask; ; s = (s + 1) & mask) {
      const there = this.slot[s] - 1;
      if (there < 0 || this.sameKey(there, this.keys, start, this.keyEnd[u])) {
        this.slot[s] = u + 1;
        return;
      }
    }
  }

  private find(bytes: Uint8Array, start: number, end: number): number {
    const mask = this.slot.length - 1;
    for (let s = fnv1a(bytes, start, end) & mask; ; s = (s + 1) & mask) {
      const u = this.slot[s] - 1;
      if (u < 0) return -1;
      if (this.sameKey(u, bytes, start, end)) return u;
    }
  }

  private sameKey(u: number, bytes: Uint8Array, start: number, end: number): boolean {
    const from = u === 0 ? 0 : this.keyEnd[u - 1];
    const to = this.keyEnd[u];
    return to - from === end - start && this.keys.compare(bytes, start, end, from, to) === 0;
  }
}
