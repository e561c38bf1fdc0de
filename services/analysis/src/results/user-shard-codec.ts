import type { RunUser } from '../engine/types.js';
import {
  ColumnFileReader,
  stringColumn,
  writeColumnFile,
  type StoredStrings,
  type StringColumn,
} from './column-file.js';

/**
 * A node shard as columns, one per field of a user's details (RunUser): what a run writes for
 * each of its NODE_SHARDS shards and what node details read back, one user made into an object
 * when asked for. Writing 150,000 users' details as JSON cost a second of each run's analysis
 * thread (most of it printing numbers); as columns it is copying arrays.
 */
export interface UserShardColumns {
  names: StringColumn;
  labels: StringColumn;
  /** NaN where the follower count is unknown (null in the answer). */
  followers: Float64Array;
  getRetweeted: Int32Array;
  countRetweet: Int32Array;
  degree: Int32Array;
  pagerank: Float64Array;
  clusterIds: Int32Array;
  /** User i's communities are [communityEnds[i - 1] (0 for i = 0), communityEnds[i]) of communities and shares. */
  communityEnds: Int32Array;
  /** Cluster ids (1-based). */
  communities: Int32Array;
  /** Percentages as the answer gives them. */
  shares: Float64Array;
  /** User i's keywords are [keywordEnds[i - 1], keywordEnds[i]) of the keyword columns. */
  keywordEnds: Int32Array;
  /** Indexes into `terms`. */
  keywordTerms: Int32Array;
  keywordCounts: Int32Array;
  /** NaN for a keyword without a score. */
  keywordScores: Float64Array;
  terms: StringColumn;
}

interface Header {
  version: 1;
  users: number;
}

export function writeUserShard(columns: UserShardColumns): Uint8Array {
  const c = columns;
  const header: Header = { version: 1, users: c.clusterIds.length };
  return writeColumnFile(header, [
    c.names.ends,
    c.names.units,
    c.labels.ends,
    c.labels.units,
    c.followers,
    c.getRetweeted,
    c.countRetweet,
    c.degree,
    c.pagerank,
    c.clusterIds,
    c.communityEnds,
    c.communities,
    c.shares,
    c.keywordEnds,
    c.keywordTerms,
    c.keywordCounts,
    c.keywordScores,
    c.terms.ends,
    c.terms.units,
  ]);
}

/** A stored node shard, read back: its users found by node id, each made into an object when asked for. */
export class UserShard {
  private constructor(
    private readonly names: StoredStrings,
    private readonly labels: StoredStrings,
    private readonly columns: Omit<UserShardColumns, 'names' | 'labels' | 'terms'>,
    private readonly terms: StoredStrings,
  ) {}

  static decode(bytes: Uint8Array): UserShard {
    const file = new ColumnFileReader<Header>(bytes, 'node shard');
    if (file.header.version !== 1)
      throw new RangeError(`node shard version ${String(file.header.version)} is not known`);
    const names = file.strings();
    const labels = file.strings();
    const columns = {
      followers: file.float64(),
      getRetweeted: file.int32(),
      countRetweet: file.int32(),
      degree: file.int32(),
      pagerank: file.float64(),
      clusterIds: file.int32(),
      communityEnds: file.int32(),
      communities: file.int32(),
      shares: file.float64(),
      keywordEnds: file.int32(),
      keywordTerms: file.int32(),
      keywordCounts: file.int32(),
      keywordScores: file.float64(),
    };
    const terms = file.strings();
    const n = file.header.users;
    if (names.count !== n || labels.count !== n || columns.clusterIds.length !== n || columns.keywordEnds.length !== n)
      throw new RangeError(`node shard of ${n} users with columns of other lengths`);
    return new UserShard(names, labels, columns, terms);
  }

  get size(): number {
    return this.names.count;
  }

  /** The user with this node id, or null when the shard does not hold them. */
  user(nodeId: string): RunUser | null {
    const i = this.names.indexOf(nodeId);
    return i < 0 ? null : this.at(i);
  }

  /** The shard's i-th user, in the key order the node detail answer has always had. */
  at(i: number): RunUser {
    const c = this.columns;
    const communities: Array<[number, number]> = [];
    for (let p = i === 0 ? 0 : c.communityEnds[i - 1]; p < c.communityEnds[i]; p++)
      communities.push([c.communities[p], c.shares[p]]);
    const keywords: RunUser['keywords'] = [];
    for (let p = i === 0 ? 0 : c.keywordEnds[i - 1]; p < c.keywordEnds[i]; p++) {
      const keyword = { keyword: this.terms.get(c.keywordTerms[p]), count: c.keywordCounts[p] };
      // NaN: a keyword stored without a score (the answer's score is optional).
      const score = c.keywordScores[p];
      keywords.push(Number.isNaN(score) ? keyword : { ...keyword, score });
    }
    const followers = c.followers[i];
    return {
      node_id: this.names.get(i),
      label: this.labels.get(i),
      cluster_id: c.clusterIds[i],
      communities,
      follower_count: Number.isNaN(followers) ? null : followers,
      get_retweeted: c.getRetweeted[i],
      count_retweet: c.countRetweet[i],
      degree: c.degree[i],
      pagerank: c.pagerank[i],
      keywords,
    };
  }
}

/** A shard's columns from users as objects: node shards stored as JSON (result format 3) upgraded. */
export function userShardColumns(users: readonly RunUser[]): UserShardColumns {
  const n = users.length;
  const termIndex = new Map<string, number>();
  const terms: string[] = [];
  const communityEnds = new Int32Array(n);
  const keywordEnds = new Int32Array(n);
  const memberships: Array<[number, number]> = [];
  const keywords: RunUser['keywords'] = [];
  users.forEach((user, i) => {
    memberships.push(...user.communities);
    communityEnds[i] = memberships.length;
    keywords.push(...user.keywords);
    keywordEnds[i] = keywords.length;
  });
  const keywordTerms = Int32Array.from(keywords, ({ keyword }) => {
    let t = termIndex.get(keyword);
    if (t === undefined) termIndex.set(keyword, (t = terms.push(keyword) - 1));
    return t;
  });
  return {
    names: stringColumn(users.map((u) => u.node_id)),
    labels: stringColumn(users.map((u) => u.label)),
    followers: Float64Array.from(users, (u) => u.follower_count ?? NaN),
    getRetweeted: Int32Array.from(users, (u) => u.get_retweeted),
    countRetweet: Int32Array.from(users, (u) => u.count_retweet),
    degree: Int32Array.from(users, (u) => u.degree),
    pagerank: Float64Array.from(users, (u) => u.pagerank),
    clusterIds: Int32Array.from(users, (u) => u.cluster_id),
    communityEnds,
    communities: Int32Array.from(memberships, ([cluster]) => cluster),
    shares: Float64Array.from(memberships, ([, share]) => share),
    keywordEnds,
    keywordTerms,
    keywordCounts: Int32Array.from(keywords, ({ count }) => count),
    keywordScores: Float64Array.from(keywords, ({ score }) => score ?? NaN),
    terms: stringColumn(terms),
  };
}
