/**
 * Max-heap of (gain, user) entries in typed arrays, for the Kernighan–Lin pass: the entry with the
 * highest gain comes first, ties to the lower user, so the order is deterministic. Entries are not
 * updated in place; a newer entry for a user is pushed, and the caller skips the outdated ones by
 * the stamp stored with each.
 */
export class MoveHeap {
  private gains: Float64Array;
  private users: Int32Array;
  private stamps: Int32Array;
  private count = 0;

  constructor(capacity: number) {
    const size = Math.max(16, capacity);
    this.gains = new Float64Array(size);
    this.users = new Int32Array(size);
    this.stamps = new Int32Array(size);
  }

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.count = 0;
  }

  topGain(): number {
    return this.gains[0];
  }

  push(gain: number, user: number, stamp: number): void {
    if (this.count === this.gains.length) this.grow();
    let at = this.count++;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.before(gain, user, this.gains[parent], this.users[parent])) break;
      this.put(at, this.gains[parent], this.users[parent], this.stamps[parent]);
      at = parent;
    }
    this.put(at, gain, user, stamp);
  }

  /** Removes the first entry; its user and stamp are left in `popped`. */
  pop(popped: { user: number; stamp: number; gain: number }): void {
    popped.gain = this.gains[0];
    popped.user = this.users[0];
    popped.stamp = this.stamps[0];
    const last = --this.count;
    const gain = this.gains[last];
    const user = this.users[last];
    const stamp = this.stamps[last];
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= last) break;
      if (
        child + 1 < last &&
        this.before(this.gains[child + 1], this.users[child + 1], this.gains[child], this.users[child])
      )
        child++;
      if (!this.before(this.gains[child], this.users[child], gain, user)) break;
      this.put(at, this.gains[child], this.users[child], this.stamps[child]);
      at = child;
    }
    if (last > 0) this.put(at, gain, user, stamp);
  }

  private before(gainA: number, userA: number, gainB: number, userB: number): boolean {
    return gainA > gainB || (gainA === gainB && userA < userB);
  }

  private put(at: number, gain: number, user: number, stamp: number): void {
    this.gains[at] = gain;
    this.users[at] = user;
    this.stamps[at] = stamp;
  }

  private grow(): void {
    const gains = new Float64Array(this.gains.length * 2);
    const users = new Int32Array(this.users.length * 2);
    const stamps = new Int32Array(this.stamps.length * 2);
    gains.set(this.gains);
    users.set(this.users);
    stamps.set(this.stamps);
    this.gains = gains;
    this.users = users;
    this.stamps = stamps;
  }
}
