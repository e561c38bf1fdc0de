import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { ObjectStore } from '@kizuna/platform/objects';
import { NetworkUserCounter } from '@kizuna/proto/rules';
import { encodePostLine, POSTS_FILE_CONTENT_TYPE, type CleanPost } from '../csv/index.js';
import { LineStartsWriter } from '../review/line-starts.js';
import { reviewKeys } from '../review/review-keys.js';
import { LineChunks } from './line-chunks.js';

/**
 * A posts file being written at registration, a chunk of lines at a time, with where each line
 * starts (the review screen's pages) and the network's users counted on the way (step 3 warns of
 * a k above them). Nothing is left behind when it is abandoned.
 */
export class PostsFileWriter {
  readonly users: NetworkUserCounter;
  private readonly starts = new LineStartsWriter();
  private readonly lines = new LineChunks();
  // Room for a few chunks, so the next ones are made while the store writes the last.
  private readonly out = new PassThrough({ highWaterMark: 1024 * 1024 });
  private readonly saving: Promise<unknown>;

  constructor(
    private readonly objects: ObjectStore,
    private readonly postsKey: string,
    relations: string[],
  ) {
    this.users = new NetworkUserCounter(relations);
    this.saving = objects.put(postsKey, this.out, { contentType: POSTS_FILE_CONTENT_TYPE });
    this.saving.catch(() => undefined);
    // Abandoned before the store has started reading it (the upload could not be opened), the
    // stream's error would have no listener and end the thread: the registration's own error is
    // what is reported.
    this.out.on('error', () => undefined);
  }

  /** The next valid post (convertRows' sink): waited on only when a chunk is full, not a promise per post. */
  readonly add = (post: CleanPost): Promise<void> | undefined => {
    this.users.add(post.author, post.text);
    this.starts.add(this.lines.add(encodePostLine(post)));
    return this.lines.hasFull ? this.write(this.lines.takeFull()) : undefined;
  };

  /** Lines encoded elsewhere (a second part's), after every line added so far. */
  async append(chunks: Uint8Array[], lineBytes: Int32Array): Promise<void> {
    await this.write(this.lines.takeAll());
    for (const bytes of lineBytes) this.starts.add(bytes);
    await this.write(chunks);
  }

  /** Stores the file, then where its lines start. */
  async finish(): Promise<void> {
    await this.write(this.lines.takeAll());
    this.out.end();
    await this.saving;
    // Not the registration's failure when it cannot be written: Detail's pages in file order
    // then find the lines by reading the posts file, as for datasets registered before it existed.
    await this.objects
      .put(reviewKeys(this.postsKey).lineStarts, this.starts.bytes(), { contentType: 'application/octet-stream' })
      .catch(() => undefined);
  }

  /** Stops the write and deletes what was stored of it. */
  async abandon(reason: Error): Promise<void> {
    this.out.destroy(reason);
    await this.saving.catch(() => undefined);
    await this.objects.delete(this.postsKey).catch(() => undefined);
  }

  private async write(chunks: Uint8Array[]): Promise<void> {
    for (const chunk of chunks) if (!this.out.write(chunk)) await once(this.out, 'drain');
  }
}
