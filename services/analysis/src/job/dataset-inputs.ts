import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { parsePostsFile } from '@kizuna/proto';
import { KeepLast } from '@kizuna/platform/cache';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { JsonLogger } from '@kizuna/platform/logging';
import type { ObjectStore } from '@kizuna/platform/objects';
import { CONFIG, LOGGER, OBJECT_STORE } from '@kizuna/platform/runtime';
import { tokenizeCorpusInWorkers } from '../worker/tokenize-corpus-in-workers.js';
import { collectGarbage } from '../worker/collect-garbage.js';
import type { Post, TermMatrix } from '../engine/types.js';
import { resultKeys } from '../results/result-keys.js';
import { decodeTerms, encodeTerms } from '../results/terms-codec.js';
import { FailureCode, JobFailure } from '../failures/job-failure.js';

export interface DatasetInputs {
  posts: Post[];
  terms: TermMatrix;
}

/**
 * A project's posts and their terms, shared by all its runs: the terms are computed once per
 * dataset and cached in the object store; the last dataset stays in memory for the next run,
 * and is let go after a while without one so an idle service does not hold half a million posts.
 */
@Injectable()
export class DatasetInputsLoader implements OnApplicationShutdown {
  static readonly KEEP_IDLE_MS = 2 * 60 * 1000;
  private readonly last = new KeepLast<DatasetInputs>(DatasetInputsLoader.KEEP_IDLE_MS);
  /** How long tokenizing each recent dataset took (0 when its terms came from the cache). */
  private readonly tokenized = new Map<string, number>();

  constructor(
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  load(datasetId: string, postsKey: string): Promise<DatasetInputs> {
    return this.last.get(datasetId, () => this.read(datasetId, postsKey));
  }

  /** How long tokenizing the dataset took in this process (0: its terms were cached, or unknown). */
  tokenizeMs(datasetId: string): number {
    return this.tokenized.get(datasetId) ?? 0;
  }

  /** Lets go of the dataset held in memory (a worker holds its own copy now); the terms stay cached in the object store. */
  release(datasetId: string): void {
    this.last.drop(datasetId);
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

  onApplicationShutdown(): void {
    this.last.clear();
  }

  private async read(datasetId: string, postsKey: string): Promise<DatasetInputs> {
    // Streamed into the engine's shape one line at a time: the file's records (with their Other
    // values, which analysis does not use) are never all held beside the posts.
    const posts: Post[] = [];
    try {
      for await (const p of parsePostsFile(await this.objects.get(postsKey)))
        posts.push({ row: p.row, author: p.author, text: p.text, time: p.time, followers: p.followers });
    } catch (err) {
      throw new JobFailure(
        FailureCode.Preprocessing,
        `reading posts failed: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const key = resultKeys.terms(datasetId);
    if (await this.objects.stat(key)) {
      const terms = decodeTerms(await this.objects.getBuffer(key));
      if (terms.offsets.length === posts.length + 1) return { posts, terms };
    }
    const started = Date.now();
    let terms: TermMatrix;
    try {
      terms = await tokenizeCorpusInWorkers(
        posts.map((p) => p.text),
        { threads: this.config.analysis.workers, nice: this.config.workerNice },
      );
    } catch (err) {
      throw new JobFailure(
        FailureCode.Keywords,
        `tokenizing failed: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    this.tokenized.set(datasetId, Date.now() - started);
    // A few recent datasets are enough: the runs of a project ask within minutes.
    if (this.tokenized.size > 16) this.tokenized.delete(this.tokenized.keys().next().value!);
    this.logger.info('posts tokenized', {
      datasetId,
      posts: posts.length,
      ms: Date.now() - started,
      ...(Object.keys(terms.skipped ?? {}).length > 0 && { skipped: terms.skipped }),
    });
    try {
      await this.objects.put(key, encodeTerms(terms), { contentType: 'application/octet-stream' });
    } catch (err) {
      throw new JobFailure(
        FailureCode.Preprocessing,
        `saving terms failed: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    return { posts, terms };
  }
}
