import type { Readable } from 'node:stream';

/** One clean post as ingest stores it and analysis reads it. */
export interface PostRecord {
  /** Zero-based data row in the uploaded CSV (header and blank lines not counted). */
  row: number;
  /** Screen name without a leading '@', trimmed, case kept. */
  author: string;
  text: string;
  /** Epoch milliseconds, UTC. */
  time: number;
  /** null when no follower column is mapped or the cell was empty. */
  followers: number | null;
  /** Values of the Other columns, in mapping order. */
  others: string[];
}
/**
 * The clean-posts object (claim-check content that the analysis service reads): UTF-8 NDJSON,
 * one JSON array per post and line,
 *   [row, author, text, time, followers]            when the post has no Other values
 *   [row, author, text, time, followers, [others]]  otherwise
 * row: zero-based CSV data row; time: epoch ms UTC; followers: integer or null.
 * JSON escapes line breaks inside strings, so a '\n' always ends a post.
 */
export const POSTS_FILE_CONTENT_TYPE = 'application/x-ndjson';

/** One line of the posts file, '\n' included. */
export function encodePostLine(post: PostRecord): string {
  const fields: unknown[] = [post.row, post.author, post.text, post.time, post.followers];
  if (post.others.length > 0) fields.push(post.others);
  return JSON.stringify(fields) + '\n';
}

export class PostsFileError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`posts file line ${line}: ${reason}`);
    this.name = 'PostsFileError';
  }
}

/** Streams the posts back, checking each line's shape (PostsFileError names the one-based line). */
export async function* parsePostsFile(readable: Readable): AsyncGenerator<PostRecord> {
  for await (const batch of parsePostsFileBatches(readable)) yield* batch;
}

/**
 * parsePostsFile a read chunk at a time: the posts of each chunk of the file as one array, so a
 * reader of half a million posts waits a few thousand times rather than once per post.
 */
export async function* parsePostsFileBatches(readable: Readable): AsyncGenerator<PostRecord[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let carry = '';
  let line = 0;
  for await (const chunk of readable as AsyncIterable<Buffer | string>) {
    const text = carry + (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    const batch: PostRecord[] = [];
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      line++;
      if (end > start) batch.push(decodePostLine(text.slice(start, end), line));
      start = end + 1;
    }
    carry = text.slice(start);
    if (batch.length > 0) yield batch;
  }
  carry += decoder.decode();
  if (carry.length > 0) yield [decodePostLine(carry, line + 1)];
}

export async function readPosts(readable: Readable): Promise<PostRecord[]> {
  const posts: PostRecord[] = [];
  for await (const post of parsePostsFile(readable)) posts.push(post);
  return posts;
}

/** One line of the posts file (without its newline) as a post; `line` (one-based) names it in errors. */
export function decodePostLine(source: string, line: number): PostRecord {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    throw new PostsFileError(line, 'not JSON');
  }
  if (!Array.isArray(value) || (value.length !== 5 && value.length !== 6)) {
    throw new PostsFileError(line, 'expected an array of 5 or 6 fields');
  }
  const [row, author, text, time, followers, others = []] = value as unknown[];
  if (!Number.isSafeInteger(row) || (row as number) < 0) throw new PostsFileError(line, 'bad row');
  if (typeof author !== 'string') throw new PostsFileError(line, 'bad author');
  if (typeof text !== 'string') throw new PostsFileError(line, 'bad text');
  if (typeof time !== 'number' || !Number.isFinite(time)) throw new PostsFileError(line, 'bad time');
  if (followers !== null && !Number.isSafeInteger(followers)) throw new PostsFileError(line, 'bad followers');
  if (!Array.isArray(others) || !others.every((item) => typeof item === 'string')) {
    throw new PostsFileError(line, 'bad others');
  }
  return {
    row: row as number,
    author,
    text,
    time,
    followers: followers as number | null,
    others: others as string[],
  };
}
