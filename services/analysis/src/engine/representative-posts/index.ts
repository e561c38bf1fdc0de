export { representativePosts, type RepresentativePostsInput } from './representative-posts.js';
