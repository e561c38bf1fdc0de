import { countSkip, screenName, userKey, type SkipCounts } from '@kizuna/proto/engine-rules';
import { PostTable, type PostsGiven } from '../posts/post-table.js';
import type { RelationKind } from '../types.js';
import { buildCsr, type CsrGraph } from './csr-graph.js';
import { parseRelations, type PostRelations } from './parse-relations.js';

/**
 * The user network of a set of posts. Users are indexed 0..n-1: authors in order of first post,
 * then users who only appear as targets of a selected relation, in order of first appearance.
 * Names are lowercased (screen names are case-insensitive); labels keep the first spelling seen.
 */
export interface UserNetwork {
  names: string[];
  labels: string[];
  index: Map<string, number>;
  /** Author of each post (index-aligned with the posts). */
  postAuthor: Int32Array;
  /**
   * User each post retweets: -1 when it is not a retweet, NOT_A_USER (-2) when it retweets someone who
   * is not a node (retweets not selected and the name is neither an author nor another relation's target).
   */
  postRetweetOf: Int32Array;
  /** Where the retweeted body starts in each post's text (0 for non-retweets). */
  postBodyStart: Int32Array;
  /** Directed weighted graph of the selected relation kinds: u→v weighs how often u retweeted/replied to/mentioned v. Self-loops dropped. */
  graph: CsrGraph;
  /**
   * Relations of each kind behind each edge of `graph` (same positions as graph.targets), packed as
   * retweets + replies·2^17 + mentions·2^34 (see edgeKindCounts).
   */
  edgeKinds: Float64Array;
  /** Relations found per kind (self-relations excluded), whether selected or not. */
  relationCounts: Record<RelationKind, number>;
  /** Posts whose interactions could not be read (they stay in as their author's posts, with none). */
  skipped: SkipCounts;
  /**
   * Every selected relation on its own, in post order (the graph sums them per pair): the post it
   * is in (whose author is its source), its target user and its kind (RELATION_KIND_INDEX). A time
   * window counts the relations of the posts inside it.
   */
  relationPost: Int32Array;
  relationTarget: Int32Array;
  relationKind: Int32Array;
}

/** A relation kind as relationKind stores it. */
export const RELATION_KIND_INDEX: Record<RelationKind, number> = { retweet: 0, reply: 1, mention: 2 };

/** Reads one post's relations (parseRelations; tests pass one that fails on a chosen post). */
export type RelationParser = (text: string) => PostRelations;

const NO_RELATIONS: PostRelations = { retweetOf: null, replyTo: null, mentions: [], bodyStart: 0 };

export const NOT_A_USER = -2;

// Shared with ingest's count of the network's users at registration.
export { userKey };

/** Packing of the relation kinds into one summable number (exact while a pair has < 131,072 of a kind). */
const KIND_UNIT: Record<RelationKind, number> = { retweet: 1, reply: 2 ** 17, mention: 2 ** 34 };

/** The retweets, replies and mentions packed in one edgeKinds entry. */
export function edgeKindCounts(packed: number): Record<RelationKind, number> {
  const mention = Math.floor(packed / KIND_UNIT.mention);
  const rest = packed - mention * KIND_UNIT.mention;
  const reply = Math.floor(rest / KIND_UNIT.reply);
  return { retweet: rest - reply * KIND_UNIT.reply, reply, mention };
}

class EdgeList {
  sources = new Int32Array(1024);
  targets = new Int32Array(1024);
  kinds = new Float64Array(1024);
  posts = new Int32Array(1024);
  kindIndex = new Int32Array(1024);
  count = 0;

  add(source: number, target: number, kind: RelationKind, post: number): void {
    if (this.count === this.sources.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.sources = grow(this.sources);
      this.targets = grow(this.targets);
      this.posts = grow(this.posts);
      this.kindIndex = grow(this.kindIndex);
      const kinds = new Float64Array(this.kinds.length * 2);
      kinds.set(this.kinds);
      this.kinds = kinds;
    }
    this.kinds[this.count] = KIND_UNIT[kind];
    this.kindIndex[this.count] = RELATION_KIND_INDEX[kind];
    this.posts[this.count] = post;
    this.sources[this.count] = source;
    this.targets[this.count++] = target;
  }
}

export function buildNetwork(
  given: PostsGiven,
  relations: readonly RelationKind[],
  parse: RelationParser = parseRelations,
): UserNetwork {
  const posts = PostTable.of(given);
  const names: string[] = [];
  const labels: string[] = [];
  const index = new Map<string, number>();
  const intern = (key: string, label: () => string): number => {
    let id = index.get(key);
    if (id === undefined) {
      id = names.length;
      index.set(key, id);
      names.push(key);
      labels.push(label());
    }
    return id;
  };

  // Each distinct author cell is read once (a user's cells differ only by case or an '@').
  const userOfCell = Int32Array.from(posts.authorCells, (cell) => {
    const label = screenName(cell);
    return intern(label.toLowerCase(), () => label);
  });
  const postAuthor = new Int32Array(posts.length);
  for (let i = 0; i < posts.length; i++) postAuthor[i] = userOfCell[posts.authorIds[i]];

  const useRetweets = relations.includes('retweet');
  const useReplies = relations.includes('reply');
  const useMentions = relations.includes('mention');
  const relationCounts: Record<RelationKind, number> = { retweet: 0, reply: 0, mention: 0 };
  const retweetNames: Array<string | null> = new Array<string | null>(posts.length).fill(null);
  const postBodyStart = new Int32Array(posts.length);
  const edges = new EdgeList();
  const skipped: SkipCounts = {};
  // Only targets of selected kinds become users, so an unselected mention adds no node.
  const target = (name: string, text: string): number => intern(name, () => spellingIn(text, name));

  for (let i = 0; i < posts.length; i++) {
    const author = postAuthor[i];
    const text = posts.text(i);
    let rel: PostRelations;
    try {
      rel = parse(text);
    } catch {
      // One post's text never fails the network: the post counts as one without interactions.
      countSkip(skipped, 'interactions');
      rel = NO_RELATIONS;
    }
    if (rel.retweetOf !== null) {
      postBodyStart[i] = rel.bodyStart;
      retweetNames[i] = rel.retweetOf;
      if (rel.retweetOf !== names[author]) {
        relationCounts.retweet++;
        if (useRetweets) edges.add(author, target(rel.retweetOf, text), 'retweet', i);
      }
    }
    if (rel.replyTo !== null && rel.replyTo !== names[author]) {
      relationCounts.reply++;
      if (useReplies) edges.add(author, target(rel.replyTo, text), 'reply', i);
    }
    for (const name of rel.mentions) {
      if (name === names[author]) continue;
      relationCounts.mention++;
      if (useMentions) edges.add(author, target(name, text), 'mention', i);
    }
  }

  // Resolved after every user is known, so the result does not depend on post order.
  const postRetweetOf = new Int32Array(posts.length).fill(-1);
  for (let i = 0; i < posts.length; i++) {
    const name = retweetNames[i];
    if (name !== null) postRetweetOf[i] = index.get(name) ?? NOT_A_USER;
  }

  const weights = new Float64Array(edges.count).fill(1);
  const graph = buildCsr(names.length, edges.sources, edges.targets, weights, edges.count);
  // The same merge in the same order: kind counts line up with graph.targets.
  const edgeKinds = buildCsr(names.length, edges.sources, edges.targets, edges.kinds, edges.count).weights;
  return {
    names,
    labels,
    index,
    postAuthor,
    postRetweetOf,
    postBodyStart,
    graph,
    edgeKinds,
    relationCounts,
    skipped,
    relationPost: edges.posts.slice(0, edges.count),
    relationTarget: edges.targets.slice(0, edges.count),
    relationKind: edges.kindIndex.slice(0, edges.count),
  };
}

/** The spelling of @name as written in the text (screen names keep their case for display). */
function spellingIn(text: string, lowerName: string): string {
  const lower = text.toLowerCase();
  for (const at of ['@', '＠']) {
    const pos = lower.indexOf(at + lowerName);
    if (pos < 0) continue;
    const written = text.slice(pos + 1, pos + 1 + lowerName.length);
    if (written.toLowerCase() === lowerName) return written;
  }
  return lowerName;
}
