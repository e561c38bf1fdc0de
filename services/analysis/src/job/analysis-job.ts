import { Inject, Injectable } from '@nestjs/common';
import { type ReceivedEventOf, Topic } from '@kizuna/contracts';
import { BusClient } from '@kizuna/platform/bus';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { JsonLogger } from '@kizuna/platform/logging';
import { CONFIG, LOGGER } from '@kizuna/platform/runtime';
import { AnalysisError, type AnalysisStage, type RelationKind } from '../engine/types.js';
import { ResultStore } from '../results/result-store.js';
import { DatasetInputsLoader } from './dataset-inputs.js';
import { AnalysisRunner } from './analysis-runner.js';
import { FailureCode, JobFailure } from './job-failure.js';

const RELATIONS: RelationKind[] = ['retweet', 'reply', 'mention'];

/**
 * Runs one analysis request: posts and terms → engine in a worker thread → result files →
 * completion event. Jobs compute one at a time per service instance so memory stays bounded
 * (saving overlaps the next computation); more throughput comes from more analysis replicas.
 * Idempotent on process_id.
 */
@Injectable()
export class AnalysisJob {
  /** Settles when the last queued job has finished computing. */
  private queue: Promise<void> = Promise.resolve();
  /** Settles when the last computed job has saved its result (or failed). */
  private lastSave: Promise<void> = Promise.resolve();

  constructor(
    private readonly bus: BusClient,
    private readonly inputs: DatasetInputsLoader,
    private readonly runner: AnalysisRunner,
    private readonly results: ResultStore,
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  /**
   * Resolves when this job has finished. Jobs compute one at a time (the worker holds one
   * dataset), and a job's result is saved while the next one computes.
   */
  enqueue(req: ReceivedEventOf<Topic.AnalysisRequested>): Promise<void> {
    let computed!: () => void;
    const turn = new Promise<void>((resolve) => (computed = resolve));
    const previous = this.queue;
    this.queue = turn;
    return previous.then(() => this.run(req, computed)).finally(computed);
  }

  private async run(req: ReceivedEventOf<Topic.AnalysisRequested>, computed: () => void): Promise<void> {
    const processId = req.processId;
    const done = await this.results.summary(processId);
    if (done) {
      // Delivered twice: the result exists, so say so again instead of computing it twice.
      await this.bus.emit(Topic.AnalysisCompleted, {
        processId,
        nodeCount: done.users,
        edgeCount: done.edges,
        communities: done.k,
        textOnly: done.text_only,
      });
      return;
    }
    // At most two results are held at once: the next job computes only after this one's
    // predecessor has saved, while this one saves.
    const previousSave = this.lastSave;
    let saved!: () => void;
    this.lastSave = new Promise<void>((resolve) => (saved = resolve));
    const started = Date.now();
    let lastStage = '';
    let lastPercent = -1;
    const progress = async (stage: AnalysisStage, percent: number) => {
      if (stage === lastStage && percent < lastPercent + 10) return;
      lastStage = stage;
      lastPercent = percent;
      await this.bus.emit(Topic.AnalysisProgress, { processId, stage, percent: Math.round(percent) });
    };
    try {
      await progress('parse', 0);
      const { posts, terms } = await this.inputs.load(req.datasetId, req.postsKey);
      const relations = req.relations.filter((r): r is RelationKind => (RELATIONS as string[]).includes(r));
      const result = await this.runner.run(
        {
          posts,
          terms,
          // The worker keeps this dataset's posts and prepared network for the project's next run.
          datasetKey: req.datasetId,
          options: {
            k: req.k,
            seed: req.seed,
            relations: relations.length ? relations : ['retweet'],
            displayCap: this.config.analysis.displayCap,
          },
        },
        (stage, percent) => void progress(stage, percent),
      );
      await previousSave;
      computed();
      await progress('save', 90);
      await this.results.save(processId, req.datasetId, result);
      await this.bus.emit(Topic.AnalysisCompleted, {
        processId,
        nodeCount: result.summary.users,
        edgeCount: result.summary.edges,
        communities: result.summary.k,
        textOnly: result.summary.text_only,
      });
      this.logger.info('analysis done', { processId, k: req.k, users: result.summary.users, ms: Date.now() - started });
    } catch (err) {
      await this.fail(processId, err);
      // Bad data is final; anything else goes back to the bus to be retried, then parked.
      if (!(err instanceof AnalysisError) && !(err instanceof JobFailure && err.code === FailureCode.Data)) throw err;
    } finally {
      saved();
    }
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
