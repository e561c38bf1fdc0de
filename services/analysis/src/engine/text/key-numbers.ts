import { sameUnits, textHash } from '../posts/text-hash.js';

/**
 * Keys numbered in order of first appearance, in an open-addressing table of their FNV hashes:
 * a Map of half a million fresh strings cost the parse thread more (0.55 s against 0.33 s for
 * 580,000 posts), most of it V8 hashing each new string and growing its table.
 */
export class KeyNumbers {
  private readonly keys: string[] = [];
  private hashes = new Int32Array(1024);
  /** Key number + 1 by slot; 0 for an empty slot. */
  private slots = new Int32Array(2048);

  get size(): number {
    return this.keys.length;
  }

  /** The key's number; a new key gets the next one (size before the call). */
  numberOf(key: string): number {
    const hash = textHash(key);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot] - 1;
      if (held < 0) {
        const number = this.keys.length;
        this.keys.push(key);
        if (number === this.hashes.length) {
          const hashes = new Int32Array(2 * number);
          hashes.set(this.hashes);
          this.hashes = hashes;
        }
        this.hashes[number] = hash;
        this.slots[slot] = number + 1;
        // At most half full: probes stay short.
        if (2 * this.keys.length > this.slots.length) this.grow();
        return number;
      }
      const other = this.keys[held];
      if (this.hashes[held] === hash && other.length === key.length && sameUnits(other, 0, key, 0, key.length))
        return held;
    }
  }

  private grow(): void {
    const slots = new Int32Array(2 * this.slots.length);
    const mask = slots.length - 1;
    for (let number = 0; number < this.keys.length; number++) {
      let slot = this.hashes[number] & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = number + 1;
    }
    this.slots = slots;
  }
}
