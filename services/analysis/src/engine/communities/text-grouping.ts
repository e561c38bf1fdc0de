/**
 * What community detection needs from the text side: placing users (or whole small components)
 * by text similarity to the communities' keyword profiles, and clustering by text alone when the
 * data has no usable interactions. Kept as an interface so the graph side is testable on its own.
 */
export interface TextGrouping {
  /**
   * Community (0..k-1) for each unit, by similarity of its terms to the profiles built from the
   * members' terms; -1 for a unit that shares no term with any profile.
   */
  place(unitTerms: readonly string[][], memberTerms: readonly string[][], memberCommunity: Int32Array, k: number): Int32Array;
  /** k groups (0..k-1) of units by their terms; -1 for units without terms. Deterministic for a seed. */
  cluster(unitTerms: readonly string[][], k: number, seed: number): Int32Array;
}
