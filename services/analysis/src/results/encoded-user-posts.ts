import { postAuthors } from '../engine/result/user-post-lists.js';
import { PostTable, type PostsGiven } from '../engine/posts/post-table.js';
import type { UserPost } from '../engine/types.js';
import {
  ColumnFileReader,
  StringColumnWriter,
  stringColumn,
  writeColumnFile,
  type StoredStrings,
} from './column-file.js';
import { NODE_SHARDS, nodeShard } from './result-keys.js';

/**
 * A dataset's users' posts as node details read them, one file per node shard: the shard's
 * authors, where each one's posts end, and the posts' times and texts as columns
 * (column-file.ts). Stringifying every post's text as JSON, escapes and all, was 3 s of the
 * analysis thread on 150 MB of posts; the columns copy each text once.
 */
interface Header {
  version: 1;
  users: number;
}

/**
 * Each author's posts in time order (stable for equal times, as userPostLists), one file per node
 * shard, in shard order. Made shard by shard where the posts are held (the analysis worker).
 */
export function* encodedUserPostShards(given: PostsGiven): Generator<Uint8Array> {
  const posts = PostTable.of(given);
  // Authors in order of first appearance.
  const { names, postAuthor } = postAuthors(posts);
  // Each author's posts as a list of post indices (counting sort keeps post order).
  const offsets = new Int32Array(names.length + 1);
  for (const a of postAuthor) offsets[a + 1]++;
  for (let a = 0; a < names.length; a++) offsets[a + 1] += offsets[a];
  const byAuthor = new Int32Array(posts.length);
  const next = offsets.slice(0, names.length);
  for (let i = 0; i < posts.length; i++) byAuthor[next[postAuthor[i]]++] = i;
  // Uploads are usually in time order already; an author's posts are sorted only when they are not.
  const { times } = posts;
  for (let a = 0; a < names.length; a++) {
    for (let j = offsets[a] + 1; j < offsets[a + 1]; j++) {
      if (times[byAuthor[j]] < times[byAuthor[j - 1]]) {
        const sorted = Array.from(byAuthor.subarray(offsets[a], offsets[a + 1])).sort((x, y) => times[x] - times[y]);
        byAuthor.set(sorted, offsets[a]);
        break;
      }
    }
  }
  const shardOf = Int32Array.from(names, (name) => nodeShard(name));
  const authorsOf: number[][] = Array.from({ length: NODE_SHARDS }, () => []);
  for (let a = 0; a < names.length; a++) authorsOf[shardOf[a]].push(a);

  for (const authors of authorsOf) {
    let count = 0;
    for (const a of authors) count += offsets[a + 1] - offsets[a];
    const postEnds = new Int32Array(authors.length);
    const postTimes = new Float64Array(count);
    const texts = new StringColumnWriter(count, 256 * count);
    let p = 0;
    authors.forEach((a, i) => {
      for (let j = offsets[a]; j < offsets[a + 1]; j++, p++) {
        postTimes[p] = times[byAuthor[j]];
        texts.add(posts.text(byAuthor[j]));
      }
      postEnds[i] = p;
    });
    const shardNames = stringColumn(authors.map((a) => names[a]));
    const text = texts.take();
    const header: Header = { version: 1, users: authors.length };
    yield writeColumnFile(header, [shardNames.ends, shardNames.units, postEnds, postTimes, text.ends, text.units]);
  }
}

/** A file of encodedUserPostShards read back: its authors found by node id, their posts made into objects when asked for. */
export class UserPostShard {
  private constructor(
    private readonly names: StoredStrings,
    private readonly postEnds: Int32Array,
    private readonly times: Float64Array,
    private readonly texts: StoredStrings,
  ) {}

  static decode(bytes: Uint8Array): UserPostShard {
    const file = new ColumnFileReader<Header>(bytes, 'user posts shard');
    if (file.header.version !== 1)
      throw new RangeError(`user posts shard version ${String(file.header.version)} is not known`);
    const names = file.strings();
    const postEnds = file.int32();
    const times = file.float64();
    const texts = file.strings();
    if (names.count !== file.header.users || postEnds.length !== names.count || times.length !== texts.count)
      throw new RangeError('user posts shard with columns of other lengths');
    return new UserPostShard(names, postEnds, times, texts);
  }

  get size(): number {
    return this.names.count;
  }

  nameAt(i: number): string {
    return this.names.get(i);
  }

  /** The i-th author's posts, in time order. */
  postsAt(i: number): UserPost[] {
    const list: UserPost[] = [];
    for (let p = i === 0 ? 0 : this.postEnds[i - 1]; p < this.postEnds[i]; p++)
      list.push({ tweet_date: this.times[p], tweet_text: this.texts.get(p) });
    return list;
  }

  /** The posts of `nodeId`; null when the shard holds none of theirs. */
  postsOf(nodeId: string): UserPost[] | null {
    const i = this.names.indexOf(nodeId);
    return i < 0 ? null : this.postsAt(i);
  }
}
