export {
  rankOriginals,
  representativePosts,
  type DiffusionColumns,
  type RankedOriginal,
  type RepresentativePostsInput,
} from './representative-posts.js';
export { matchOriginals, type OriginalPosts } from './original-posts.js';
