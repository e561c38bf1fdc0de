/** Keeps each distinct string once and hands out small whole-number ids for it. */
export class StringInterner {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];

  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }

  get size(): number {
    return this.values.length;
  }

  /** The rank of every id in the strings' order (UTF-16 code units, as `<` compares). */
  ranks(): Uint32Array {
    const order = Array.from(this.values.keys()).sort((a, b) => compareStrings(this.values[a], this.values[b]));
    const ranks = new Uint32Array(this.values.length);
    order.forEach((id, rank) => (ranks[id] = rank));
    return ranks;
  }
}

export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
