/** Interns terms as dense ids, in order of first sight. */
export class Vocabulary {
  readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();

  get size(): number {
    return this.terms.length;
  }

  /** The id of a term, adding it when new. */
  intern(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
    }
    return id;
  }

  /** The id of a known term, or -1. */
  find(term: string): number {
    return this.ids.get(term) ?? -1;
  }
}
