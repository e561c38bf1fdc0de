/**
 * Two FNV-1a hashes of different seeds over an item's key: the inputs file items by the hash
 * (ItemTable), so no string is built or kept for half a million keys. A key is a prefix (the
 * retweeted account; empty for a text), a separator, then the text. The hash is left in module
 * state (hashHigh, hashLow) rather than returned as an object: this runs once per post on the
 * prepare's path, and the loops keep both halves in local variables (a module variable written
 * per character is several times slower).
 */
let high = 0;
let low = 0;

const SEED_1 = 0x811c9dc5;
const SEED_2 = 0x01000193;

function prefixed(prefix: string): number {
  let h1 = SEED_1;
  let h2 = SEED_2;
  for (let i = 0; i < prefix.length; i++) {
    const c = prefix.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  low = h2;
  return Math.imul(h1 ^ 1, 0x01000193);
}

/** The key `prefix`, separator, text[from, to). */
export function hashKey(prefix: string, text: string, from: number, to: number): void {
  let h1 = prefixed(prefix);
  let h2 = low;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  high = h1;
  low = h2;
}

/** The key of an empty prefix, separator, units[0, count): the same as hashKey('', the units as a string, ...). */
export function hashUnits(units: Uint16Array, count: number): void {
  let h1 = prefixed('');
  let h2 = low;
  for (let i = 0; i < count; i++) {
    const c = units[i];
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  high = h1;
  low = h2;
}

/** The last key's hash as two 32-bit halves; the low one's lowest bit is left for the item's kind. */
export function hashHigh(): number {
  return high;
}

export function hashLow(): number {
  return low & ~1;
}
