import { isKeptTerm } from './term-filter.js';
import type { Vocabulary } from './vocabulary.js';

const UNDECIDED = -1;
const NOT_KEPT = -2;

/**
 * Each noun number of a reader (JapaneseNounReader.readNumbers) as the id of that noun in one
 * vocabulary, or as left out (isKeptTerm), decided at the noun's first sight: a noun read again
 * is neither filtered nor interned again (interning was a tenth of a tokenize thread's time,
 * hashing the same strings over and over). The ids are the ones interning each kept noun in
 * text order gives, since a noun is interned exactly when the string path would first intern it.
 */
export class NounTermIds {
  private vocabulary: Vocabulary | null = null;
  private ids = new Int32Array(4096).fill(UNDECIDED);

  constructor(private readonly reader: { noun(n: number): string }) {}

  /** The ids of the kept nouns among `numbers`, in order, appended to `out`. */
  append(numbers: readonly number[], vocabulary: Vocabulary, out: number[]): void {
    if (vocabulary !== this.vocabulary) {
      this.vocabulary = vocabulary;
      this.ids.fill(UNDECIDED);
    }
    for (const n of numbers) {
      if (n >= this.ids.length) this.grow(n);
      let id = this.ids[n];
      if (id === UNDECIDED) {
        const noun = this.reader.noun(n);
        id = this.ids[n] = isKeptTerm(noun) ? vocabulary.intern(noun) : NOT_KEPT;
      }
      if (id >= 0) out.push(id);
    }
  }

  private grow(n: number): void {
    let size = this.ids.length * 2;
    while (size <= n) size *= 2;
    const ids = new Int32Array(size).fill(UNDECIDED);
    ids.set(this.ids);
    this.ids = ids;
  }
}
