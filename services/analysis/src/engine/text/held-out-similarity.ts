import type { TermMatrix } from '../types.js';
import type { ClassTermCounts } from './class-term-counts.js';
import { inverseClassFrequency } from './class-tfidf.js';

/** Posts as lists per user (CSR): user u's are posts[offsets[u]..offsets[u + 1]). */
export interface PostLists {
  offsets: Int32Array;
  posts: Int32Array;
}

/** What a held-out comparison reads of a post set. */
export interface HeldOutInput {
  matrix: TermMatrix;
  /** Term counts per community over every post, counted with `postClass`. */
  profiles: ClassTermCounts;
  /** Community each post was counted in (-1: none). */
  postClass: Int32Array;
  /** Each user's own posts. */
  byUser: PostLists;
  /** The retweets of each user's posts, by the user retweeted. */
  copies: PostLists;
  /** 1 for posts that are a retweet copy (not the user's own writing). */
  isCopy: (post: number) => boolean;
}

/**
 * Cosine similarity of each user's own writing (originals) to every community's c-TF-IDF
 * profile, the profiles built from every post except the user's own and the copies others made
 * of them: out[i * k + c]. A retweet repeats the user's words under the retweeter's community,
 * which would echo the interaction back as "text"; leaving them out, text says only what the
 * rest of the file says about words like the user's. The IDF is the whole file's (leaving one
 * user out moves it by a hair); a class profile's scale (1/|c|) does not change a cosine, so
 * counts times IDF are compared directly. A user with no terms the profiles use gets zeros.
 */
export class HeldOutSimilarity {
  private readonly idf: Float64Array;
  private readonly squaredNorm: Float64Array;
  /** Scratch: term occurrences left out per (term, community), reset after each user. */
  private readonly removed: Float64Array;
  private readonly touched: number[] = [];
  /** Scratch: the user's own term counts, and the terms counted, in order of first appearance. */
  private readonly bag: Float64Array;
  private readonly bagTerms: number[] = [];
  private readonly norms: Float64Array;
  private readonly dots: Float64Array;

  constructor(private readonly input: HeldOutInput) {
    const { k, counts, vocabulary } = input.profiles;
    const size = vocabulary.length;
    this.idf = inverseClassFrequency(input.profiles);
    this.squaredNorm = new Float64Array(k);
    for (let c = 0; c < k; c++) {
      let sum = 0;
      for (let t = 0; t < size; t++) {
        const w = counts[c * size + t] * this.idf[t];
        sum += w * w;
      }
      this.squaredNorm[c] = sum;
    }
    this.removed = new Float64Array(size * k);
    this.bag = new Float64Array(size);
    this.norms = new Float64Array(k);
    this.dots = new Float64Array(k);
  }

  of(users: readonly number[]): Float64Array {
    const k = this.input.profiles.k;
    const out = new Float64Array(users.length * k);
    users.forEach((u, i) => this.user(u, out, i * k));
    return out;
  }

  // Typed scratch arrays instead of a Map per user: this runs for every user with text, for
  // every k, and was the engine's costliest step after garbage collection.
  private user(u: number, out: Float64Array, at: number): void {
    const { matrix, byUser, copies, isCopy } = this.input;
    const { k, counts } = this.input.profiles;
    const { idf, removed, touched, bag, bagTerms, norms, dots } = this;
    const size = this.input.profiles.vocabulary.length;
    for (let p = byUser.offsets[u]; p < byUser.offsets[u + 1]; p++) {
      const post = byUser.posts[p];
      if (isCopy(post)) continue;
      for (let j = matrix.offsets[post]; j < matrix.offsets[post + 1]; j++) {
        const t = matrix.termIds[j];
        if (idf[t] > 0) {
          if (bag[t] === 0) bagTerms.push(t);
          bag[t]++;
        }
      }
    }
    if (bagTerms.length === 0) return;
    for (let p = byUser.offsets[u]; p < byUser.offsets[u + 1]; p++) this.leaveOut(byUser.posts[p]);
    for (let p = copies.offsets[u]; p < copies.offsets[u + 1]; p++) this.leaveOut(copies.posts[p]);

    norms.set(this.squaredNorm);
    for (const cell of touched) {
      const t = Math.floor(cell / k);
      const c = cell - t * k;
      const full = counts[c * size + t] * idf[t];
      const kept = (counts[c * size + t] - removed[cell]) * idf[t];
      norms[c] -= full * full - kept * kept;
    }
    dots.fill(0);
    let bagNorm = 0;
    for (const t of bagTerms) {
      const w = bag[t] * idf[t];
      bagNorm += w * w;
      for (let c = 0; c < k; c++) dots[c] += w * (counts[c * size + t] - removed[t * k + c]) * idf[t];
      bag[t] = 0;
    }
    bagTerms.length = 0;
    for (const cell of touched) removed[cell] = 0;
    touched.length = 0;
    for (let c = 0; c < k; c++) {
      // Rounding can leave a profile emptied by the user a hair above or below zero.
      const denominator = Math.sqrt(bagNorm) * Math.sqrt(Math.max(0, norms[c]));
      out[at + c] = denominator > 1e-12 && dots[c] > 1e-12 ? dots[c] / denominator : 0;
    }
    equalNearTies(out, at, k);
  }

  /** Takes a post's terms out of its community's profile (in the scratch `removed`). */
  private leaveOut(post: number): void {
    const c = this.input.postClass[post];
    if (c < 0) return;
    const { matrix } = this.input;
    const k = this.input.profiles.k;
    for (let j = matrix.offsets[post]; j < matrix.offsets[post + 1]; j++) {
      const cell = matrix.termIds[j] * k + c;
      if (this.removed[cell] === 0) this.touched.push(cell);
      this.removed[cell]++;
    }
  }
}

/**
 * Cosines equal but for rounding made equal. Profiles pointing the same way (text every
 * community writes alike: one constant phrase, a number in the same words) give cosines that
 * differ in the last bits, and the user's own community, its norm taken down by subtraction,
 * differs the same way for everyone: the "best" community would then follow the partition, and
 * text that says nothing would earn trust. Values within a relative 1e-9 of a greater one take
 * its value (a cluster of near-equal values takes its greatest).
 */
const NEAR_TIE = 1e-9;

export function equalNearTies(values: Float64Array, at: number, k: number): void {
  const order = Array.from({ length: k }, (_, c) => at + c).sort((a, b) => values[b] - values[a] || a - b);
  let head = values[order[0]];
  for (const i of order) {
    if (values[i] <= 0) break;
    if (head - values[i] <= NEAR_TIE * head) values[i] = head;
    else head = values[i];
  }
}
