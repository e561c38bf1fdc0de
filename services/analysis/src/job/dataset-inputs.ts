import type { MessagePort } from 'node:worker_threads';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { parsePostsFileBatches } from '@kizuna/proto';
import { KeepLast } from '@kizuna/platform/cache';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { JsonLogger } from '@kizuna/platform/logging';
import type { ObjectStore } from '@kizuna/platform/objects';
import { CONFIG, LOGGER, OBJECT_STORE } from '@kizuna/platform/runtime';
import { tokenizeCorpusInWorkers } from '../worker/tokenize-corpus-in-workers.js';
import { TokenizeWorkers } from '../worker/tokenize-pool.js';
import { StreamedCorpus } from '../worker/streamed-corpus.js';
import { parsePostsInWorker, sendPostsFromWorker } from '../worker/parse-posts-in-worker.js';
import { toColumns, type PostsPortMessage } from '../worker/analysis-messages.js';
import { keepIpadicTablesIn, sharedIpadicTables } from '../worker/shared-ipadic-tables.js';
import { collectGarbage } from '../worker/collect-garbage.js';
import { tokenizeNice } from '../worker/tokenize-nice.js';
import type { Post, TermMatrix } from '../engine/types.js';
import { resultKeys } from '../results/result-keys.js';
import { decodeTerms, encodeTerms } from '../results/terms-codec.js';
import { FailureCode, JobFailure } from '../failures/job-failure.js';
import { WorkCancelled, WorkWanted } from '../failures/work-wanted.js';
import { DirectRead } from './direct-read.js';

export interface DatasetInputs {
  posts: Post[];
  terms: TermMatrix;
}

/** Posts files from this size (about 40,000 posts) start their tokenize workers before they are read. */
const EARLY_WORKERS_FROM_BYTES = 10_000_000;

/**
 * Posts files from this size (about 4,000 posts, some 10 ms of parsing) are parsed in a worker
 * thread; below it starting one would cost more than it saves.
 */
const PARSE_IN_WORKER_FROM_BYTES = 1_000_000;

/**
 * A project's posts and their terms, shared by all its runs: the terms are computed once per
 * dataset and cached in the object store; the last dataset stays in memory for the next run,
 * and is let go after a while without one so an idle service does not hold half a million posts.
 * Posts and terms are held apart: once a worker holds the posts, this thread lets go of them
 * while their terms are still being computed (only the texts being tokenized stay).
 */
@Injectable()
export class DatasetInputsLoader implements OnApplicationBootstrap, OnApplicationShutdown {
  static readonly KEEP_IDLE_MS = 2 * 60 * 1000;
  private readonly postsOf = new KeepLast<Post[]>(DatasetInputsLoader.KEEP_IDLE_MS);
  private readonly termsOf = new KeepLast<TermMatrix>(DatasetInputsLoader.KEEP_IDLE_MS);
  /** How long tokenizing each recent dataset took (0 when its terms came from the cache). */
  private readonly tokenized = new Map<string, number>();
  /** Per dataset whose terms are being computed: where its texts go as its posts file is read. */
  private readonly corpora = new Map<string, StreamedCorpus>();
  /** Per dataset whose posts are being read straight into a worker while its terms wait for them. */
  private readonly directReads = new Map<string, DirectRead>();

  constructor(
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(LOGGER) private readonly logger: JsonLogger,
    // Absent in tests of reading alone: the terms are then always kept.
    @Optional() private readonly wanted?: WorkWanted,
  ) {
    keepIpadicTablesIn(config.analysis.dictionaryCacheDir);
  }

  /** The posts and their terms (read and tokenized once, whoever asks first). */
  async load(datasetId: string, postsKey: string): Promise<DatasetInputs> {
    const [posts, terms] = await Promise.all([this.posts(datasetId, postsKey), this.terms(datasetId, postsKey)]);
    return { posts, terms };
  }

  /** The dataset's posts, as soon as they are read. */
  posts(datasetId: string, postsKey: string): Promise<Post[]> {
    return this.postsOf.get(datasetId, () => {
      const corpus = this.corpora.get(datasetId);
      // A corpus fed by another read (one straight into a worker) must not get the texts twice.
      return this.readPosts(postsKey, corpus?.fedByRead ? undefined : corpus);
    });
  }

  /**
   * Reads the dataset's posts straight into an analysis worker: they go from the thread that
   * parses them to `to` (PostsPortMessage), so this thread never holds them — half a million
   * posts taken in here, sent on and collected again held its event loop, which in embedded mode
   * also answers the HTTP API, for seconds. Only what the terms being computed need comes here
   * (see DirectRead: the chunks of distinct term keys, found by the parsing thread, while they
   * are tokenized as the file is read). Resolves with how many posts were sent.
   */
  async sendPosts(datasetId: string, postsKey: string, to: MessagePort): Promise<number> {
    // Registered before anything is awaited (as readTerms's corpus is): the terms asked for just
    // before (prepare) then wait for this read instead of starting one of their own, and say
    // what they need of it.
    const corpus = this.corpora.get(datasetId);
    if (!corpus || corpus.fedByRead) return this.readInto(postsKey, to);
    corpus.fedByRead = true;
    const direct = new DirectRead(corpus);
    direct.read = this.readInto(postsKey, to, direct);
    this.directReads.set(datasetId, direct);
    // Its failure is the terms' too, reported there as well.
    direct.read.catch(() => undefined);
    return direct.read;
  }

  /** The posts' terms: from the object store's cache, or tokenized (and cached there). */
  terms(datasetId: string, postsKey: string): Promise<TermMatrix> {
    return this.termsOf.get(datasetId, () => this.readTerms(datasetId, postsKey));
  }

  /** How long tokenizing the dataset took in this process (0: its terms were cached, or unknown). */
  tokenizeMs(datasetId: string): number {
    return this.tokenized.get(datasetId) ?? 0;
  }

  /** Lets go of the dataset held in memory (a worker holds its own copy now); the terms stay cached in the object store. */
  release(datasetId: string): void {
    this.postsOf.drop(datasetId);
    this.termsOf.drop(datasetId);
  }

  /** Lets go of the posts only (a worker holds them; their terms may still be on their way). */
  releasePosts(datasetId: string): void {
    this.postsOf.drop(datasetId);
  }

  /**
   * Collects the garbage of datasets let go of, now (a full collection of this thread's heap,
   * about 0.2 s with a 150 MB file). V8 left a project's posts (300 MB with half a million) in the
   * heap until the results of its runs arrived on top of them, which made the process peak.
   */
  collectReleased(): void {
    const started = performance.now();
    collectGarbage();
    this.logger.info('released datasets collected', { ms: Math.round(performance.now() - started) });
  }

  /** Compiles the dictionary tables in the background if the config asks (see preloadDictionary). */
  onApplicationBootstrap(): void {
    if (!this.config.analysis.preloadDictionary) return;
    sharedIpadicTables().catch((err: unknown) =>
      // The first tokenizing tries again and reports what goes wrong.
      this.logger.warn('preloading the dictionary failed', {
        message: err instanceof Error ? err.message : String(err),
      }),
    );
  }

  onApplicationShutdown(): void {
    this.postsOf.clear();
    this.termsOf.clear();
  }

  private async readPosts(postsKey: string, corpus?: StreamedCorpus): Promise<Post[]> {
    // Streamed into the engine's shape a batch at a time: the file's records (with their Other
    // values, which analysis does not use) are never all held beside the posts. Each text also
    // goes to the corpus being tokenized, if any, as it is read.
    if (corpus) corpus.fedByRead = true;
    const posts: Post[] = [];
    try {
      const bytes = (await this.objects.stat(postsKey))?.size ?? 0;
      const readable = await this.objects.get(postsKey);
      if (bytes >= PARSE_IN_WORKER_FROM_BYTES) {
        // Parsed off this thread: in embedded mode its event loop also answers the HTTP API
        // (Detail's first page waited 14 s for half a million posts parsed here).
        for await (const batch of parsePostsInWorker(readable, this.config.workerNice))
          for (let i = 0; i < batch.rows.length; i++) {
            const followers = batch.followers[i];
            const text = batch.texts[i];
            posts.push({
              row: batch.rows[i],
              author: batch.authors[i],
              text,
              time: batch.times[i],
              followers: Number.isNaN(followers) ? null : followers,
            });
            corpus?.add(text);
          }
      } else {
        for await (const batch of parsePostsFileBatches(readable))
          for (const p of batch) {
            posts.push({ row: p.row, author: p.author, text: p.text, time: p.time, followers: p.followers });
            corpus?.add(p.text);
          }
      }
    } catch (err) {
      throw new JobFailure(
        FailureCode.Preprocessing,
        `reading posts failed: ${err instanceof Error ? err.message : String(err)}`,
        { cause: err },
      );
    }
    return posts;
  }

  /**
   * The posts file's posts sent to `to` in file order (PostsPortMessage); to this thread, what
   * `direct` is told its terms need (without it, only the count).
   */
  private async readInto(postsKey: string, to: MessagePort, direct?: DirectRead): Promise<number> {
    let handedOver = false;
    try {
      const wanted = direct ? await direct.wanted : 'count';
      const bytes = (await this.objects.stat(postsKey))?.size ?? 0;
      const readable = await this.objects.get(postsKey);
      let count = 0;
      if (bytes >= PARSE_IN_WORKER_FROM_BYTES) {
        handedOver = true;
        let keys = 0;
        for await (const handed of sendPostsFromWorker(readable, to, wanted, this.config.workerNice)) {
          count += handed.count;
          if (wanted === 'texts') for (const text of handed.values) direct!.texts.push(text);
          // The parse worker found the distinct keys: this thread only passes their chunks on.
          for (const chunk of handed.chunks ?? []) {
            keys += chunk.length;
            direct!.corpus.addChunk(chunk);
          }
          if (handed.keyIndex) direct!.corpus.keysCountedElsewhere(handed.keyIndex, keys);
        }
        return count;
      }
      // A small file (a few thousand posts): parsed here, starting a worker would cost more.
      const posts: Post[] = [];
      for await (const batch of parsePostsFileBatches(readable))
        for (const p of batch) {
          posts.push({ row: p.row, author: p.author, text: p.text, time: p.time, followers: p.followers });
          if (wanted === 'chunks') direct!.corpus.add(p.text);
          else if (wanted === 'texts') direct!.texts.push(p.text);
        }
      const columns = toColumns(posts);
      to.postMessage({ kind: 'posts', posts: columns } satisfies PostsPortMessage, [
        columns.rows.buffer,
        columns.times.buffer,
        columns.followers.buffer,
      ] as ArrayBuffer[]);
      to.postMessage({ kind: 'end', count: posts.length } satisfies PostsPortMessage);
      return posts.length;
    } catch (err) {
      throw new JobFailure(
        FailureCode.Preprocessing,
        `reading posts failed: ${err instanceof Error ? err.message : String(err)}`,
        { cause: err },
      );
    } finally {
      // Handed over, the port went to the parse worker, which closes it.
      if (!handedOver) to.close();
    }
  }

  private async readTerms(datasetId: string, postsKey: string): Promise<TermMatrix> {
    // Registered before anything is awaited: a read of the posts starting from here on (prepare
    // asks for the posts right after the terms) feeds it, so tokenizing starts with the read.
    const corpus = new StreamedCorpus();
    this.corpora.set(datasetId, corpus);
    let early: TokenizeWorkers | undefined;
    let direct: DirectRead | undefined;
    try {
      const key = resultKeys.terms(datasetId);
      const cached = await this.objects.stat(key);
      // A large file not tokenized yet: tokenized in workers while it is read. Below that, as
      // many workers as its chunks need are started once it is read.
      const bytes = cached ? 0 : ((await this.objects.stat(postsKey))?.size ?? 0);
      // The posts being read straight into a worker (prepare): what is needed of them comes
      // from that read, which waits to be told what that is.
      if (this.directReads.get(datasetId)?.corpus === corpus) direct = this.directReads.get(datasetId);
      if (bytes >= EARLY_WORKERS_FROM_BYTES && this.config.analysis.workers > 0) {
        early = new TokenizeWorkers(this.config.analysis.workers, tokenizeNice(this.config.workerNice));
        direct?.decide('chunks');
        return await this.tokenizeWhileRead(datasetId, postsKey, corpus, early, direct);
      }
      corpus.discard();
      if (cached) {
        direct?.decide('count');
        const count = direct ? await direct.read : (await this.posts(datasetId, postsKey)).length;
        const terms = decodeTerms(await this.objects.getBuffer(key));
        if (terms.offsets.length === count + 1) return terms;
      }
      direct?.decide('texts');
      // Only the texts are kept from here on: the posts themselves may be let go meanwhile. (A
      // cache that did not match: read again, in this thread.)
      const texts =
        direct && !cached
          ? await direct.read.then(() => direct!.texts)
          : (await this.posts(datasetId, postsKey)).map((p) => p.text);
      return await this.tokenize(datasetId, texts);
    } finally {
      if (this.corpora.get(datasetId) === corpus) this.corpora.delete(datasetId);
      // Never left waiting, whatever failed here: then only counted.
      direct?.decide('count');
      if (this.directReads.get(datasetId) === direct) this.directReads.delete(datasetId);
      // Unused (a failed read): stopped. Used: stopped already.
      void early?.close();
    }
  }

  private async tokenizeWhileRead(
    datasetId: string,
    postsKey: string,
    corpus: StreamedCorpus,
    workers: TokenizeWorkers,
    direct?: DirectRead,
  ): Promise<TermMatrix> {
    const started = Date.now();
    corpus.start(workers);
    const count = direct ? await direct.read : await this.feedCorpus(datasetId, postsKey, corpus);
    let terms: TermMatrix;
    try {
      terms = await corpus.finish();
    } catch (err) {
      throw new JobFailure(
        FailureCode.Keywords,
        `tokenizing failed: ${err instanceof Error ? err.message : String(err)}`,
        { cause: err },
      );
    }
    return this.keepTerms(datasetId, count, started, terms);
  }

  /**
   * Waits for the posts to be read (feeding the corpus as they are), and returns how many there
   * are. A separate frame so that no reference to the posts is held while they are tokenized.
   */
  private async feedCorpus(datasetId: string, postsKey: string, corpus: StreamedCorpus): Promise<number> {
    const posts = await this.posts(datasetId, postsKey);
    // Read before this dataset's terms were asked for (a run's load): its texts are added now.
    if (!corpus.fedByRead) for (const post of posts) corpus.add(post.text);
    return posts.length;
  }

  private async tokenize(datasetId: string, texts: string[]): Promise<TermMatrix> {
    const started = Date.now();
    const posts = texts.length;
    let terms: TermMatrix;
    try {
      // Handed over (this frame keeps none): the tokenizer lets go of them once it has their keys.
      terms = await tokenizeCorpusInWorkers(texts.splice(0), {
        threads: this.config.analysis.workers,
        nice: tokenizeNice(this.config.workerNice),
      });
    } catch (err) {
      throw new JobFailure(
        FailureCode.Keywords,
        `tokenizing failed: ${err instanceof Error ? err.message : String(err)}`,
        { cause: err },
      );
    }
    return this.keepTerms(datasetId, posts, started, terms);
  }

  /** Records how long tokenizing took, and caches the terms in the object store. */
  private async keepTerms(datasetId: string, posts: number, started: number, terms: TermMatrix): Promise<TermMatrix> {
    const key = resultKeys.terms(datasetId);
    this.tokenized.set(datasetId, Date.now() - started);
    // A few recent datasets are enough: the runs of a project ask within minutes.
    if (this.tokenized.size > 16) this.tokenized.delete(this.tokenized.keys().next().value!);
    this.logger.info('posts tokenized', {
      datasetId,
      posts,
      ms: Date.now() - started,
      ...(Object.keys(terms.skipped ?? {}).length > 0 && { skipped: terms.skipped }),
    });
    // Nothing is written for a dataset whose project was deleted while it was tokenized.
    if (this.wanted && !(await this.wanted.dataset(datasetId))) throw new WorkCancelled(datasetId);
    try {
      await this.objects.put(key, encodeTerms(terms), { contentType: 'application/octet-stream' });
    } catch (err) {
      throw new JobFailure(
        FailureCode.Preprocessing,
        `saving terms failed: ${err instanceof Error ? err.message : String(err)}`,
        { cause: err },
      );
    }
    return terms;
  }
}
