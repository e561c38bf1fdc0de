import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { type ReceivedEventOf, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { JsonLogger } from '@kizuna/platform/logging';
import { CONFIG, LOGGER } from '@kizuna/platform/runtime';
import { userPostsOfAuthors } from '../engine/result/user-post-lists.js';
import { AnalysisError, type AnalysisStage, type RelationKind } from '../engine/types.js';
import { StageClock } from './stage-clock.js';
import { FailureCode, JobFailure } from '../failures/job-failure.js';
import { ResultStore } from '../results/result-store.js';
import { AnalysisWorkerPool, AnalysisWorkersClosed } from '../worker/analysis-worker-pool.js';
import { DatasetInputsLoader } from './dataset-inputs.js';
import { AnalysisQueue, AnalysisQueueClosed, type QueuePlace } from './analysis-queue.js';

const RELATIONS: RelationKind[] = ['retweet', 'reply', 'mention'];

/** Node's code for a worker thread ended by its resourceLimits. */
const WORKER_OUT_OF_MEMORY = 'ERR_WORKER_OUT_OF_MEMORY';

/** The stage a run waiting in the queue reports, with its queue position. */
export const QUEUED_STAGE = 'queued';

/**
 * Runs analysis requests: posts and terms → engine in a worker thread → result files →
 * completion event. Runs take turns (ANALYSIS_CONCURRENCY at once, one on a two-core machine) so
 * memory and cores stay bounded; a waiting run reports its queue position. A result is saved
 * while the next run computes. More throughput comes from more analysis replicas. Idempotent on
 * process_id: a request for a run already queued or running joins it, one already done is
 * answered from its saved summary.
 */
@Injectable()
export class AnalysisJob implements BeforeApplicationShutdown {
  private readonly queue: AnalysisQueue;
  /** Runs queued or running, by process id. */
  private readonly pending = new Map<string, Promise<void>>();
  /** Runs queued or running per dataset: when none is left, the dataset's worker is let go. */
  private readonly runsOfDataset = new Map<string, number>();
  /** Settles when the last computed run has saved its result (or failed). */
  private lastSave: Promise<void> = Promise.resolve();

  constructor(
    private readonly bus: BusClient,
    private readonly inputs: DatasetInputsLoader,
    private readonly pool: AnalysisWorkerPool,
    private readonly results: ResultStore,
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {
    this.queue = new AnalysisQueue(config.analysis.concurrency, (places) => void this.reportPlaces(places));
  }

  /** Resolves when this run has finished (or was cut short by a shutdown, to be resumed at the next start). */
  enqueue(req: ReceivedEventOf<Topic.AnalysisRequested>): Promise<void> {
    const known = this.pending.get(req.processId);
    if (known) return known;
    this.runsOfDataset.set(req.datasetId, (this.runsOfDataset.get(req.datasetId) ?? 0) + 1);
    const run = this.queued(req).finally(() => {
      this.pending.delete(req.processId);
      const left = (this.runsOfDataset.get(req.datasetId) ?? 1) - 1;
      if (left > 0) {
        this.runsOfDataset.set(req.datasetId, left);
        return;
      }
      // The project's last run is done: nothing of it stays in memory (its terms stay cached in
      // the object store for a later run with another k), and work that waited for the runs
      // may start.
      this.runsOfDataset.delete(req.datasetId);
      this.pool.retireDataset(req.datasetId);
      this.bus
        .emit(Topic.AnalysisDatasetIdle, { datasetId: req.datasetId, postsKey: req.postsKey })
        .catch((err: unknown) =>
          this.logger.warn('announcing an idle dataset failed', {
            datasetId: req.datasetId,
            message: err instanceof Error ? err.message : String(err),
          }),
        );
    });
    this.pending.set(req.processId, run);
    return run;
  }

  /**
   * Reads and tokenizes a newly registered dataset ahead of its runs (analysis.prepare.v1), and
   * lets go of the previous project's data held by idle workers. Failures are only logged: the
   * first run reads the dataset again and reports what goes wrong.
   */
  prepare(datasetId: string, postsKey: string): void {
    this.pool.retireOtherDatasets(datasetId);
    const started = Date.now();
    this.inputs.load(datasetId, postsKey).then(
      () => this.logger.info('dataset prepared', { datasetId, ms: Date.now() - started }),
      (err: unknown) =>
        this.logger.warn('preparing a dataset failed', {
          datasetId,
          message: err instanceof Error ? err.message : String(err),
        }),
    );
  }

  /**
   * Waiting runs never start (before the worker pool closes, which cuts short the run going now):
   * they stay waiting and are requested again at the next start.
   */
  beforeApplicationShutdown(): void {
    this.queue.close();
  }

  private async queued(req: ReceivedEventOf<Topic.AnalysisRequested>): Promise<void> {
    const done = await this.results.summary(req.processId);
    if (done) {
      // Delivered again after it finished: say so again instead of computing it twice.
      await this.bus.emit(Topic.AnalysisCompleted, {
        processId: req.processId,
        nodeCount: done.users,
        edgeCount: done.edges,
        communities: done.k,
        textOnly: done.text_only,
        skippedPosts: done.skipped_posts?.total ?? 0,
      });
      return;
    }
    let release: () => void;
    try {
      release = await this.queue.take(req.processId);
    } catch (err) {
      if (err instanceof AnalysisQueueClosed) return;
      throw err;
    }
    try {
      await this.run(req, release);
    } finally {
      release();
    }
  }

  private async reportPlaces(places: QueuePlace[]): Promise<void> {
    for (const { key, position } of places)
      await this.bus.emit(Topic.AnalysisProgress, {
        processId: key,
        stage: QUEUED_STAGE,
        percent: 0,
        queuePosition: position,
      });
  }

  /** Computes and saves one run; `computed` gives its turn to the next run once the result is in hand. */
  private async run(req: ReceivedEventOf<Topic.AnalysisRequested>, computed: () => void): Promise<void> {
    const processId = req.processId;
    // At most one result per turn plus one being saved: a run gives its turn away only after
    // its predecessor has saved, while it saves its own.
    const previousSave = this.lastSave;
    let saved!: () => void;
    this.lastSave = new Promise<void>((resolve) => (saved = resolve));
    const started = Date.now();
    const clock = new StageClock();
    let lastStage = '';
    let lastPercent = -1;
    const progress = async (stage: AnalysisStage, percent: number) => {
      clock.mark(stage);
      if (stage === lastStage && percent < lastPercent + 10) return;
      lastStage = stage;
      lastPercent = percent;
      await this.bus.emit(Topic.AnalysisProgress, { processId, stage, percent: Math.round(percent) });
    };
    try {
      await progress('parse', 0);
      const chosen = req.relations.filter((r): r is RelationKind => (RELATIONS as string[]).includes(r));
      const relations: RelationKind[] = chosen.length ? chosen : ['retweet'];
      // Users' posts do not depend on k: the first run of a dataset saves them for all, while
      // the worker computes, so the main thread holds no posts when the result arrives.
      // Saved, they and the posts are garbage (the worker has its copy by then): collected at once.
      const userPostsSaved = (await this.results.hasUserPosts(req.datasetId))
        ? null
        : this.saveUserPosts(req).then(() => this.inputs.collectReleased());
      userPostsSaved?.catch(() => undefined);
      const { run, window } = await this.pool.run(
        {
          // Read only when no worker holds the dataset; once a worker has its copy the main
          // thread lets go of its own, so a project's posts are held once, not twice.
          inputs: async () => {
            clock.mark('inputs');
            const inputs = await this.inputs.load(req.datasetId, req.postsKey);
            clock.mark('inputs-ready');
            return inputs;
          },
          loaded: () => this.inputs.release(req.datasetId),
          // The worker keeps this dataset's posts and prepared network for the project's next run.
          datasetKey: req.datasetId,
          // The originals' texts of the window index do not depend on k either, per relation set.
          withWindowTexts: !(await this.results.hasWindowTexts(req.datasetId, relations)),
          options: {
            k: req.k,
            seed: req.seed,
            relations,
            displayCap: this.config.analysis.displayCap,
          },
        },
        (stage, percent) => void progress(stage, percent),
      );
      clock.mark('computed');
      this.inputs.release(req.datasetId);
      await userPostsSaved;
      await previousSave;
      computed();
      await progress('save', 90);
      clock.mark('save');
      await this.results.save(processId, req.datasetId, run, window);
      clock.mark('saved');
      const stageTimes = clock.times(this.inputs.tokenizeMs(req.datasetId));
      await this.bus.emit(Topic.AnalysisCompleted, {
        processId,
        nodeCount: run.summary.users,
        edgeCount: run.summary.edges,
        communities: run.summary.k,
        textOnly: run.summary.text_only,
        skippedPosts: run.summary.skipped_posts.total,
        stageTimes,
      });
      this.logger.info('analysis done', {
        processId,
        k: req.k,
        users: run.summary.users,
        textWeight: run.summary.text_weight,
        stageTimes,
        ms: Date.now() - started,
      });
    } catch (err) {
      if (err instanceof AnalysisWorkersClosed) {
        // Shutting down: the run stays waiting or processing and is requested again at the next start.
        this.logger.info('analysis cut short by shutdown', { processId });
        return;
      }
      await this.fail(processId, err);
      // Bad data is final, and so is a run beyond the worker's heap limit (it would only fail
      // again); anything else goes back to the bus to be retried, then parked.
      const final =
        err instanceof AnalysisError ||
        (err instanceof JobFailure && err.code === FailureCode.Data) ||
        (err as { code?: unknown }).code === WORKER_OUT_OF_MEMORY;
      if (!final) throw err;
    } finally {
      saved();
    }
  }

  /**
   * Reads the dataset (kept from its preparation) and saves its users' posts. Its own method so
   * the run's frame holds no posts once the worker has its copy; the lists share the posts' texts
   * and are let go once saved.
   */
  private async saveUserPosts(req: ReceivedEventOf<Topic.AnalysisRequested>): Promise<void> {
    const userPosts = userPostsOfAuthors((await this.inputs.load(req.datasetId, req.postsKey)).posts);
    await this.results.saveUserPosts(req.datasetId, userPosts);
  }

  private async fail(processId: string, err: unknown): Promise<void> {
    const failureCode =
      err instanceof JobFailure ? err.code : err instanceof AnalysisError ? FailureCode.Data : FailureCode.Final;
    const reason = err instanceof AnalysisError ? err.code : err instanceof JobFailure ? err.code : 'unexpected';
    const message = err instanceof Error ? err.message : String(err);
    this.logger.warn('analysis failed', { processId, failureCode, reason, message });
    await this.bus.emit(Topic.AnalysisFailed, { processId, failureCode, reason, message });
  }
}
