import type { Post } from '@kizuna/analysis/engine';
import type { GmlGraph } from './parse-gml.js';

/**
 * Turns a reference graph into posts, so the engine can be measured on graphs with known groups:
 * each edge u→v (weight w, rounded up) becomes w posts by user n<u> retweeting n<v>.
 * Posts carry no terms, so only the graph decides. Node i of the graph is user `n<id>`.
 */
export function postsFromGraph(graph: GmlGraph): Post[] {
  const posts: Post[] = [];
  for (const edge of graph.edges) {
    for (let copy = 0; copy < Math.max(1, Math.ceil(edge.weight)); copy++) {
      posts.push({
        row: posts.length,
        author: `n${edge.source}`,
        text: `RT @n${edge.target}: edge`,
        time: posts.length * 1000,
        followers: null,
      });
    }
  }
  return posts;
}
