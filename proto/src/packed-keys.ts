/**
 * Many short strings as one field of bytes and where each ends (e.g. UsersPresentRequest's
 * accounts): the codec spends its time per string, so ten thousand keys as a repeated string cost
 * tens of milliseconds each way, as bytes and packed numbers a fraction of that.
 */
export interface PackedKeys {
  utf8: Uint8Array;
  /** Key i is utf8[ends[i - 1] .. ends[i]) (from 0 for the first). */
  ends: number[];
}

export function packKeys(keys: readonly string[]): PackedKeys {
  const ends: number[] = new Array<number>(keys.length);
  let total = 0;
  for (const key of keys) total += Buffer.byteLength(key, 'utf8');
  const utf8 = Buffer.allocUnsafe(total);
  // Each key written on its own (not joined first): a key ending in half a surrogate pair would
  // otherwise pair with the next one's start, and every end after it would be off.
  let at = 0;
  for (const [i, key] of keys.entries()) ends[i] = at += utf8.write(key, at, 'utf8');
  return { utf8, ends };
}

export function unpackKeys({ utf8, ends }: PackedKeys): string[] {
  const bytes = Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength);
  return ends.map((end, i) => bytes.toString('utf8', i === 0 ? 0 : ends[i - 1], end));
}
