import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import type { AnalysisAsked } from './analysis-asked.js';
import { BusClient } from '@kizuna/platform/bus';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { JsonLogger } from '@kizuna/platform/logging';
import { CONFIG, LOGGER } from '@kizuna/platform/runtime';
import { AnalysisError, AnalysisErrorCode, type AnalysisStage, type RelationKind } from '../engine/types.js';
import { StageClock } from './stage-clock.js';
import { UserPostsSaver } from './user-posts-saver.js';
import { FailureCode, JobFailure } from '../failures/job-failure.js';
import { DatasetUserPosts } from '../results/stored/dataset-user-posts.js';
import { RunSummaries } from '../results/stored/run-summaries.js';
import { RunWriter } from '../results/stored/run-writer.js';
import { WindowTextFiles } from '../results/stored/window-text-files.js';
import { NetworkLayoutFiles } from '../results/stored/network-layout-files.js';
import { CoordinationReader } from '../results/coordination/coordination-reader.js';
import { CoordinationQueries } from '../results/coordination/coordination-queries.js';
import type { EncodedCoordination } from '../worker/encoded-coordination.js';
import type { EncodedLayout } from '../worker/analysis-messages.js';
import { AnalysisWorkerPool, AnalysisWorkersClosed } from '../worker/analysis-worker-pool.js';
import { DatasetInputsLoader } from './dataset-inputs.js';
import { AnalysisQueue, AnalysisQueueClosed, type QueuePlace } from './analysis-queue.js';
import { WorkCancelled, WorkWanted } from '../failures/work-wanted.js';
import { isStorageFull } from '@kizuna/platform/objects';

const RELATIONS: RelationKind[] = ['retweet', 'reply', 'mention'];

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The relations a run builds its network of: the known ones asked for, retweets when none. */
function chosenRelations(asked: readonly string[]): RelationKind[] {
  const chosen = asked.filter((r): r is RelationKind => (RELATIONS as string[]).includes(r));
  return chosen.length ? chosen : ['retweet'];
}

/** Fewer users than k has a code of its own (the user can choose fewer communities); other bad data is 'none'. */
function dataFailure(err: AnalysisError): FailureCode {
  return err.code === AnalysisErrorCode.TooFewUsers ? FailureCode.TooFewUsers : FailureCode.Data;
}

/** The failure reason of a run whose write found the storage full (the web says so in ja and en). */
export const STORAGE_FULL_REASON = 'storage_full';

/** Datasets from this many posts are collected from this thread's heap once a worker holds them. */
const COLLECT_FROM_POSTS = 100_000;

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
export class AnalysisJob implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly queue: AnalysisQueue;
  /** Runs queued or running, by process id. */
  private readonly pending = new Map<string, Promise<void>>();
  /** Their requests, in the order they came. */
  private readonly requests = new Map<string, AnalysisAsked>();
  /** Runs whose result is computed and being saved: no partition of theirs is wanted ahead any more. */
  private readonly computedRuns = new Set<string>();
  /** Runs queued or running per dataset: when none is left, the dataset's worker is let go. */
  private readonly runsOfDataset = new Map<string, number>();
  /** Per dataset being warmed: settles true once the warm has saved the project's layout. */
  private readonly layoutByWarm = new Map<string, Promise<boolean>>();
  /** Per dataset being warmed: settles true once the warm has saved its users' posts. */
  private readonly userPostsByWarm = new Map<string, Promise<boolean>>();
  /**
   * Per dataset being warmed: settles once its worker is done with the warm, with the save of the
   * coordination the warm computed (null when it computed none). Its runs do not compute it again,
   * even while it is still being saved: they wait for the save before their first question.
   */
  /**
   * Each dataset's near-identical stage while it is computed: a run asked for meanwhile ends by
   * joining it rather than computing it again (its inputs are not saved yet, so the store's check
   * would not stop a second computation).
   */
  private readonly nearStages = new Map<string, Promise<void>>();
  private readonly coordinationByWarm = new Map<string, Promise<{ saved: Promise<void> } | null>>();
  /** Settles when the last computed run has saved its result (or failed). */
  private lastSave: Promise<void> = Promise.resolve();

  constructor(
    private readonly bus: BusClient,
    private readonly inputs: DatasetInputsLoader,
    private readonly pool: AnalysisWorkerPool,
    private readonly runs: RunWriter,
    private readonly summaries: RunSummaries,
    private readonly datasetUserPosts: DatasetUserPosts,
    private readonly windowTexts: WindowTextFiles,
    private readonly coordination: CoordinationReader,
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(LOGGER) private readonly logger: JsonLogger,
    private readonly coordinationAnswers: CoordinationQueries,
    private readonly wanted: WorkWanted,
    private readonly layouts: NetworkLayoutFiles,
  ) {
    this.queue = new AnalysisQueue(config.analysis.concurrency, (places) => void this.reportPlaces(places));
  }

  /** Resolves when this run has finished (or was cut short by a shutdown, to be resumed at the next start). */
  enqueue(req: AnalysisAsked): Promise<void> {
    const known = this.pending.get(req.processId);
    if (known) return known;
    this.runsOfDataset.set(req.datasetId, (this.runsOfDataset.get(req.datasetId) ?? 0) + 1);
    this.requests.set(req.processId, req);
    const run = this.queued(req).finally(() => {
      this.pending.delete(req.processId);
      this.requests.delete(req.processId);
      this.computedRuns.delete(req.processId);
      const left = (this.runsOfDataset.get(req.datasetId) ?? 1) - 1;
      if (left > 0) {
        this.runsOfDataset.set(req.datasetId, left);
        return;
      }
      // The project's last run is done: nothing of it stays in memory (its terms stay cached in
      // the object store for a later run with another k), and work that waited for the runs
      // may start once the coordination inputs read ahead for the next question are ready (it
      // reads the same posts on the same cores).
      this.runsOfDataset.delete(req.datasetId);
      void this.nearIdenticalAfterRuns(req.datasetId, req.postsKey)
        .then(() => {
          // A run asked for meanwhile keeps the dataset.
          if (!this.runsOfDataset.has(req.datasetId)) this.pool.retireDataset(req.datasetId);
          return this.coordinationAnswers.readAheadDone(req.datasetId);
        })
        .then(() => this.bus.emit(Topic.AnalysisDatasetIdle, { datasetId: req.datasetId, postsKey: req.postsKey }))
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
   * lets go of the previous project's data held by idle workers. As soon as the posts are read, a
   * worker builds what the runs share that needs no terms (network, originals, natural
   * partition) while the posts are tokenized. Failures are only logged: the first run reads the
   * dataset again and reports what goes wrong.
   */
  prepare(datasetId: string, postsKey: string, relations: readonly string[] = []): Promise<void> {
    this.pool.retireOtherDatasets(datasetId);
    const started = Date.now();
    const inputs = this.inputs.terms(datasetId, postsKey);
    inputs.then(
      () => this.logger.info('dataset prepared', { datasetId, ms: Date.now() - started }),
      (err: unknown) => this.logger.warn('preparing a dataset failed', { datasetId, message: messageOf(err) }),
    );
    const userPosts = new UserPostsSaver(this.datasetUserPosts, datasetId, () => this.wanted.isCancelled(datasetId));
    let coordinationSaved: Promise<void> | null = null;
    let layoutSaved: Promise<boolean> | null = null;
    // Called at once (not once the posts are read): a run asked for meanwhile must wait for this
    // worker rather than take it to read the dataset itself.
    const warmed = this.pool.warm({
      datasetKey: datasetId,
      // Read straight into the worker (from the thread that parses them): this thread never
      // holds the posts, only their texts on their way to being tokenized, so there is nothing
      // to let go of or collect afterwards. With no worker free, the terms read them as before.
      sendPosts: (to) => this.inputs.sendPosts(datasetId, postsKey, to),
      relations: chosenRelations(relations),
      seed: this.config.analysis.seed,
      terms: inputs,
      userPosts: userPosts.add,
      // Computed beside the network, while the posts are tokenized: ready before the first run.
      coordination: (encoded) => (coordinationSaved = this.saveCoordination(datasetId, encoded)),
      // Laid out last, while the posts are still tokenized: shared by every run and k (docs/graph-layout.md).
      layout: (encoded) => (layoutSaved = this.saveLayout(datasetId, encoded)),
    });
    // A run of this dataset asks whether the warm laid it out: if not, the run does.
    const layoutByWarm = warmed.then(
      async () => (layoutSaved ? await layoutSaved : false),
      () => false,
    );
    this.layoutByWarm.set(datasetId, layoutByWarm);
    void layoutByWarm.then(() => {
      if (this.layoutByWarm.get(datasetId) === layoutByWarm) this.layoutByWarm.delete(datasetId);
    });
    // Known when the warm ends, before its save does: a run asking between the two once found
    // neither the warm nor the saved coordination, and computed it again (1.4 s on 566,000 posts).
    const byWarm = warmed.then(
      () => (coordinationSaved ? { saved: coordinationSaved } : null),
      () => null,
    );
    this.coordinationByWarm.set(datasetId, byWarm);
    void byWarm.then(async (coordination) => {
      await coordination?.saved;
      if (this.coordinationByWarm.get(datasetId) === byWarm) this.coordinationByWarm.delete(datasetId);
    });
    // A run of this dataset asks whether its users' posts are saved: true once the warm saved them.
    const userPostsSaved = warmed.then(
      () => userPosts.done(),
      () => userPosts.done(),
    );
    this.userPostsByWarm.set(datasetId, userPostsSaved);
    void userPostsSaved.then(() => {
      if (this.userPostsByWarm.get(datasetId) === userPostsSaved) this.userPostsByWarm.delete(datasetId);
    });
    // Warmed once what the worker made is saved too (the users' posts are written after the worker is done).
    return warmed.then(
      async () => {
        await Promise.all([coordinationSaved, userPostsSaved]);
        this.logger.info('dataset warmed', { datasetId, ms: Date.now() - started });
      },
      () => undefined,
    );
  }

  /**
   * Lays out a project prepared before layouts were, or laid out by an older version (its whole
   * graph was asked for, answered errors.graph_layout_pending): a worker reads its posts and builds its network as a warm does,
   * with no users' posts or coordination, and the layout is saved. Nothing when one is under way;
   * with no free worker, the next request asks again.
   */
  layOut(datasetId: string, postsKey: string, relations: readonly string[]): void {
    if (this.layoutByWarm.has(datasetId)) return;
    let layoutSaved: Promise<boolean> | null = null;
    const warmed = this.pool.warm({
      datasetKey: datasetId,
      sendPosts: (to) => this.inputs.sendPosts(datasetId, postsKey, to),
      relations: chosenRelations(relations),
      seed: this.config.analysis.seed,
      terms: this.inputs.terms(datasetId, postsKey),
      layout: (encoded) => (layoutSaved = this.saveLayout(datasetId, encoded)),
    });
    const byWarm = warmed.then(
      async () => (layoutSaved ? await layoutSaved : false),
      () => false,
    );
    this.layoutByWarm.set(datasetId, byWarm);
    void byWarm.then((saved) => {
      if (this.layoutByWarm.get(datasetId) === byWarm) this.layoutByWarm.delete(datasetId);
      this.logger.info('project laid out', { datasetId, saved });
    });
  }

  /**
   * Waiting runs never start (before the worker pool closes, which cuts short the run going now):
   * they stay waiting and are requested again at the next start.
   */
  beforeApplicationShutdown(): void {
    this.queue.close();
  }

  /**
   * The workers end, then the users' posts still being written from a prepared dataset are
   * written or given up, so nothing is written into storage that is going away (a test's data
   * folder being removed, a pod's volume).
   */
  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
    await Promise.all(this.userPostsByWarm.values());
  }

  /**
   * A project or run was removed: its runs stop at their next check and write nothing more
   * (what they wrote is removed by them, and by the clean-up event's handler).
   */
  cancel(ids: readonly string[]): void {
    this.wanted.cancel(ids);
  }

  /** The dataset's project was deleted: a worker computing for it (preparing it) is ended now. */
  stopDataset(datasetId: string): void {
    this.wanted.cancel([datasetId]);
    const stopped = this.pool.stopDataset(datasetId);
    if (stopped > 0) this.logger.info('work for a deleted project stopped', { datasetId, workers: stopped });
  }

  private async queued(req: AnalysisAsked): Promise<void> {
    // A redelivered or retried request for a run that already ended (done, failed) or was
    // removed does nothing: the run's end was decided once. The user's Retry moves it back to
    // waiting first, so its request finds it open.
    if (!(await this.wanted.run(req.processId))) {
      this.logger.info('analysis request ignored: the run has ended or was removed', { processId: req.processId });
      return;
    }
    const done = await this.summaries.findCurrent(req.processId);
    if (done) {
      // Delivered again after it finished: say so again instead of computing it twice.
      await this.bus.emit(Topic.AnalysisCompleted, {
        processId: req.processId,
        nodeCount: done.users,
        edgeCount: done.edges,
        communities: done.k,
        textOnly: done.text_only,
        skippedPosts: done.skipped_posts.total,
        // Kept by projects from the first delivery (absent here: no new time to report).
        stageTimes: undefined,
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
      // The wait may have been long: the run may have been removed meanwhile.
      if (!(await this.wanted.run(req.processId))) {
        this.logger.info('analysis not started: the run was removed while it waited', { processId: req.processId });
        return;
      }
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
  private async run(req: AnalysisAsked, computed: () => void): Promise<void> {
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
      await this.bus.emit(Topic.AnalysisProgress, { processId, stage, percent: Math.round(percent), queuePosition: 0 });
    };
    try {
      await progress('parse', 0);
      const relations = chosenRelations(req.relations);
      // Users' posts do not depend on k: saved once per dataset, encoded by the worker that holds
      // the posts (while it is warmed, or with the dataset's first run).
      const userPosts = (await this.userPostsSaved(req.datasetId))
        ? null
        : new UserPostsSaver(this.datasetUserPosts, req.datasetId, () => this.wanted.isCancelled(req.datasetId));
      let postsRead = 0;
      // Projects prepared before coordination was computed (or whose warm found no free worker).
      const warmCoordination = await this.coordinationByWarm.get(req.datasetId);
      const withCoordination = !warmCoordination && !(await this.coordination.has(req.datasetId));
      // The warm's save reads them ahead once they are saved.
      if (!withCoordination && !warmCoordination) this.coordinationAnswers.readAhead(req.datasetId);
      // Laid out by the warm, or by the project's first run (projects prepared before layouts were,
      // or laid out by an older version).
      const withLayout =
        !(await this.layoutByWarm.get(req.datasetId)) && !(await this.layouts.hasCurrent(req.datasetId));
      const { run, window, coordination, layout } = await this.pool.run(
        {
          // Read only when no worker holds the dataset; once a worker has its copy the main
          // thread lets go of its own, so a project's posts are held once, not twice.
          inputs: async () => {
            const inputs = await this.inputs.load(req.datasetId, req.postsKey);
            postsRead = inputs.posts.length;
            return inputs;
          },
          loaded: () => {
            clock.mark('loaded');
            this.inputs.release(req.datasetId);
            // Read for this run: its posts are garbage here now (the worker has its copy).
            if (postsRead >= COLLECT_FROM_POSTS) this.inputs.collectReleased();
          },
          // The worker keeps this dataset's posts and prepared network for the project's next run.
          datasetKey: req.datasetId,
          // The originals' texts of the window index do not depend on k either, per relation set.
          withWindowTexts: !(await this.windowTexts.has(req.datasetId, relations)),
          userPosts: userPosts?.add,
          upcoming: this.upcomingKs(req, relations),
          withCoordination,
          withLayout,
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
      this.computedRuns.add(processId);
      if (coordination) await this.saveCoordination(req.datasetId, coordination);
      // Before the run is done: its whole graph is asked for as soon as it is.
      if (layout) await this.saveLayout(req.datasetId, layout);
      this.inputs.release(req.datasetId);
      await userPosts?.done(true);
      await previousSave;
      computed();
      // Nothing is written for a run that ended or was removed while it was computed.
      if (!(await this.wanted.run(processId))) throw new WorkCancelled(processId);
      await progress('save', 90);
      clock.mark('save');
      await this.runs.stage(processId, req.datasetId, run, window, () =>
        this.wanted.throwIfCancelled(processId, req.datasetId),
      );
      // Whole, and the run still wanted: made visible in one move (a failed run never has results).
      if (!(await this.wanted.run(processId))) throw new WorkCancelled(processId);
      await this.runs.publish(processId);
      clock.mark('saved');
      // Before the status says done: the first coordination question after the run waits for nothing.
      await warmCoordination?.saved;
      await this.coordinationAnswers.prepareDefault(processId);
      // Removed while it was being saved: what it wrote goes (below) and it is not told done.
      if (!(await this.wanted.run(processId))) throw new WorkCancelled(processId);
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
      // A failed run never has results: what it wrote before it failed goes.
      await this.removeWritten(req);
      // Cancelled, or its worker ended because the project was deleted.
      if (
        err instanceof WorkCancelled ||
        this.wanted.isCancelled(processId) ||
        this.wanted.isCancelled(req.datasetId)
      ) {
        this.logger.info('analysis dropped: the run ended or was removed meanwhile', { processId });
        return;
      }
      // Final: the bus does not retry it (a retry once wrote the results of a run that stayed
      // failed). A retry the product wants is the user's Retry, which moves the run back to waiting.
      await this.fail(processId, err);
    } finally {
      saved();
    }
  }

  /**
   * k of the dataset's other runs waiting or computing, with the same seed and relations: computed
   * alike, so their partitions can start now. Not those being saved: their partition is done (the
   * helper thread computed k = 3 again beside the run for k = 6 while k = 3 was being written).
   */
  private upcomingKs(req: AnalysisAsked, relations: RelationKind[]): number[] {
    const ks: number[] = [];
    for (const other of this.requests.values())
      if (
        other.processId !== req.processId &&
        !this.computedRuns.has(other.processId) &&
        other.datasetId === req.datasetId &&
        other.seed === req.seed &&
        other.k !== req.k &&
        !ks.includes(other.k) &&
        chosenRelations(other.relations).join() === relations.join()
      )
        ks.push(other.k);
    return ks;
  }

  /**
   * The coordination inputs with near-identical posts, once the project's runs are done (its
   * worker still holds the posts; another reads them again), so that shingling never holds up a
   * run: a coordination question below 100 % asked before waits for them. Only logged when it
   * fails: the question then says they are missing, and the project's next run tries again.
   */
  private nearIdenticalAfterRuns(datasetId: string, postsKey: string): Promise<void> {
    const computing = this.nearStages.get(datasetId);
    if (computing) return computing;
    const stage = this.nearIdenticalStage(datasetId, postsKey).finally(() => this.nearStages.delete(datasetId));
    this.nearStages.set(datasetId, stage);
    return stage;
  }

  private async nearIdenticalStage(datasetId: string, postsKey: string): Promise<void> {
    const answers = this.coordinationAnswers.nearIdentical;
    try {
      if (
        !(await this.wanted.dataset(datasetId)) ||
        (await this.coordination.nearIdenticalReady(datasetId, { current: true }))
      )
        return;
      answers.expect(datasetId);
      const encoded = await this.pool.nearIdentical({
        datasetKey: datasetId,
        inputs: () => this.inputs.load(datasetId, postsKey),
      });
      this.inputs.release(datasetId);
      await this.saveCoordination(datasetId, encoded);
    } catch (err) {
      this.logger.warn('near-identical posts failed', { datasetId, message: messageOf(err) });
    } finally {
      // Settled once the thread holds the new inputs (it may hold the exact copies' ones).
      if (answers.coming(datasetId)) await this.coordinationAnswers.nearIdenticalSaved(datasetId);
    }
  }

  /** Not the run's failure when it cannot be saved: the coordination answer says it is missing, and the next run tries again. */
  /** Saves a project's layout; resolves whether it was saved. */
  private async saveLayout(datasetId: string, { order, bytes, ms }: EncodedLayout): Promise<boolean> {
    if (!(await this.wanted.dataset(datasetId))) return false;
    try {
      await this.layouts.save(datasetId, order, bytes);
      this.logger.info('network laid out', { datasetId, ms, bytes: bytes.length });
      // Deleted while it was being written: what was written goes with the dataset's files.
      if (this.wanted.isCancelled(datasetId)) {
        await this.runs.deleteDataset(datasetId);
        return false;
      }
      return true;
    } catch (err) {
      this.logger.warn('saving the network layout failed', { datasetId, message: messageOf(err) });
      return false;
    }
  }

  private async saveCoordination(datasetId: string, encoded: EncodedCoordination): Promise<void> {
    // Not for a project deleted while its coordination was computed.
    if (!(await this.wanted.dataset(datasetId))) return;
    // The near-identical inputs follow the exact copies' once the project's runs are done.
    if (!encoded.nearIdentical) this.coordinationAnswers.nearIdentical.expect(datasetId);
    try {
      await this.coordination.save(datasetId, encoded.inputs, encoded.answer);
      // Deleted while it was being written: what was written goes with the dataset's files.
      if (this.wanted.isCancelled(datasetId)) {
        await this.runs.deleteDataset(datasetId);
        return;
      }
      this.coordinationAnswers.readAhead(datasetId);
    } catch (err) {
      this.logger.warn('saving coordination failed', { datasetId, message: messageOf(err) });
    }
  }

  /**
   * Removes a run's files after it failed or was dropped, and the dataset's when its project is
   * gone (window texts a dropped run wrote there). A failure here is left to the orphan sweep.
   */
  private async removeWritten(req: AnalysisAsked): Promise<void> {
    try {
      await this.runs.deleteRun(req.processId);
      if (!(await this.wanted.dataset(req.datasetId))) await this.runs.deleteDataset(req.datasetId);
    } catch (err) {
      this.logger.warn('removing what a failed run wrote failed', {
        processId: req.processId,
        message: messageOf(err),
      });
    }
  }

  /** Whether the dataset's users' posts are saved (waiting for a warm that is saving them). */
  private async userPostsSaved(datasetId: string): Promise<boolean> {
    return (await this.userPostsByWarm.get(datasetId)) === true || this.datasetUserPosts.has(datasetId);
  }

  private async fail(processId: string, err: unknown): Promise<void> {
    const failureCode =
      err instanceof JobFailure ? err.code : err instanceof AnalysisError ? dataFailure(err) : FailureCode.Final;
    const full = isStorageFull(err);
    const reason = full
      ? STORAGE_FULL_REASON
      : err instanceof AnalysisError
        ? err.code
        : err instanceof JobFailure
          ? err.code
          : 'unexpected';
    const message = err instanceof Error ? err.message : String(err);
    this.logger.warn('analysis failed', { processId, failureCode, reason, message });
    // A full disk is told in the user's language (failure.reason_storage_full); its path and
    // errno stay in the log.
    await this.bus.emit(Topic.AnalysisFailed, { processId, failureCode, reason, message: full ? '' : message });
  }
}
