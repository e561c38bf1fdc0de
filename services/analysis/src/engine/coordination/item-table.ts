/**
 * Item ids by a 53-bit key given as two 32-bit halves, in open addressing over typed arrays: half a
 * million lookups without a Map of non-small-integer keys (each of which V8 boxes).
 */
export class ItemTable {
  private high: Int32Array;
  private low: Int32Array;
  /** Item id + 1; 0: empty slot. */
  private ids: Int32Array;
  private size = 0;

  constructor(expected: number) {
    let capacity = 1024;
    while (capacity < expected * 2) capacity *= 2;
    this.high = new Int32Array(capacity);
    this.low = new Int32Array(capacity);
    this.ids = new Int32Array(capacity);
  }

  /** The id of the key, or `next` (then filed under it). */
  idOf(high: number, low: number, next: number): number {
    if ((this.size + 1) * 2 > this.ids.length) this.grow();
    const mask = this.ids.length - 1;
    for (let slot = (high ^ Math.imul(low, 0x9e3779b1)) & mask; ; slot = (slot + 1) & mask) {
      const id = this.ids[slot];
      if (id === 0) {
        this.high[slot] = high;
        this.low[slot] = low;
        this.ids[slot] = next + 1;
        this.size++;
        return next;
      }
      if (this.high[slot] === high && this.low[slot] === low) return id - 1;
    }
  }

  private grow(): void {
    const { high, low, ids } = this;
    this.high = new Int32Array(ids.length * 2);
    this.low = new Int32Array(ids.length * 2);
    this.ids = new Int32Array(ids.length * 2);
    const mask = this.ids.length - 1;
    for (let old = 0; old < ids.length; old++) {
      if (ids[old] === 0) continue;
      let slot = (high[old] ^ Math.imul(low[old], 0x9e3779b1)) & mask;
      while (this.ids[slot] !== 0) slot = (slot + 1) & mask;
      this.high[slot] = high[old];
      this.low[slot] = low[old];
      this.ids[slot] = ids[old];
    }
  }
}
