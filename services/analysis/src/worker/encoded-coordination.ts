import { coordinationInputs, findCoordination, type ReadPosts } from '../engine/coordination/index.js';
import type { PostsGiven } from '../engine/posts/post-table.js';
import { encodeCoordinationInputs } from '../results/coordination/coordination-codec.js';

/** A project's coordination as the worker hands it over: both parts as file bytes (transferred). */
export interface EncodedCoordination {
  /** coordination-codec.ts */
  inputs: Uint8Array;
  /**
   * The answer at the default settings, as JSON; null for the exact-copy inputs (the defaults ask
   * for near-identical posts, which those cannot answer).
   */
  answer: Uint8Array | null;
  /** Whether the inputs hold the shingles of near-identical posts (else they answer at 100 % only). */
  nearIdentical: boolean;
}

/**
 * Computed where the posts are held (the worker), once per project: it does not depend on k. The
 * project's network gives each post's author and retweet as it read them (not read again here).
 * While the project is prepared and run, only the exact copies' inputs (`nearIdentical` false:
 * about 2 s on 551k posts); the near-identical ones once its runs are done (docs/coordination.md).
 */
export function encodedCoordination(posts: PostsGiven, read?: ReadPosts, nearIdentical = true): EncodedCoordination {
  const inputs = coordinationInputs(posts, read, { nearIdentical });
  return {
    inputs: encodeCoordinationInputs(inputs),
    answer: nearIdentical ? new TextEncoder().encode(JSON.stringify(findCoordination(inputs))) : null,
    nearIdentical,
  };
}
