/**
 * What community detection needs from the text side: placing users by text similarity to the
 * communities' keyword profiles, and clustering by text alone when the data has no usable
 * interactions. An interface, so the graph side is testable on its own.
 */
export interface TextGrouping {
  /** Users with at least one term. */
  usersWithText(): number;
  /**
   * Community (0..k-1) for each unit, a unit being a list of users placed together (a small
   * component, or one user without interactions), by similarity of the unit's terms to the
   * profiles of the communities given by `assignment` (-1 for users not yet placed). A unit that
   * shares no term with any profile goes to the largest community.
   */
  place(units: readonly (readonly number[])[], assignment: Int32Array, k: number): Int32Array;
  /**
   * Similarity of each user's own writing (originals, not the retweet copies: those repeat the
   * interaction evidence) to every community's profile, built without the user's posts and the
   * copies of them: out[i * k + c] for users[i]. Profiles are kept for the last `assignment`
   * passed, so an array passed once must not change afterwards.
   */
  similarity(users: readonly number[], assignment: Int32Array, k: number): Float64Array;
  /** k non-empty groups (0..k-1) of all users by their terms; users without terms join one of them. */
  cluster(k: number, seed: number): Int32Array;
}
