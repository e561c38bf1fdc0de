import { coordinationInputs, findCoordination, type ReadPosts } from '../engine/coordination/index.js';
import type { PostsGiven } from '../engine/posts/post-table.js';
import { encodeCoordinationInputs } from '../results/coordination/coordination-codec.js';

/** A project's coordination as the worker hands it over: both parts as file bytes (transferred). */
export interface EncodedCoordination {
  /** coordination-codec.ts */
  inputs: Uint8Array;
  /** The answer at the default settings, as JSON. */
  answer: Uint8Array;
}

/**
 * Computed where the posts are held (the worker), once per project: it does not depend on k. The
 * project's network gives each post's author and retweet as it read them (not read again here).
 */
export function encodedCoordination(posts: PostsGiven, read?: ReadPosts): EncodedCoordination {
  const inputs = coordinationInputs(posts, read);
  return {
    inputs: encodeCoordinationInputs(inputs),
    answer: new TextEncoder().encode(JSON.stringify(findCoordination(inputs))),
  };
}
