import type { CoordinationAnswer } from '@kizuna/http-api';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { KeepRecent } from '@kizuna/platform/cache';
import { Topic } from '@kizuna/proto';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import {
  coordinationSettings,
  coordinationSettingsKey,
  isDefaultCoordination,
  type CoordinationResult,
  type CoordinationSettings,
} from '../../engine/coordination/index.js';
import { userKey } from '../../engine/network/build-network.js';
import { jsonReply } from '../../bus-answers.js';
import { CoordinationReader } from './coordination-reader.js';
import { CoordinationThread } from './coordination-thread.js';
import { NearIdenticalStage } from './near-identical-stage.js';
import { RunSummaries } from '../stored/run-summaries.js';
import { WindowFiles } from '../stored/window-files.js';

/** Kept after the last question: a user moves the settings for a while, then leaves. */
const KEEP_IDLE_MS = 10 * 60 * 1000;

/** Times a question at other settings loads the inputs again when the thread let them go meanwhile. */
const LOAD_ATTEMPTS = 3;

/**
 * Coordinated groups of a run's project: at the default settings the answer saved when the posts
 * were prepared, at others computed from the project's stored inputs by the coordination thread
 * (which holds them while the settings keep changing; read ahead when the defaults are asked: the
 * next question is usually another setting); the members' communities come from the run. Each
 * answer is kept, and its JSON once written, for the settings a user moves back and forth between.
 */
@Injectable()
export class CoordinationQueries implements OnApplicationShutdown {
  private readonly answers = new KeepRecent<CoordinationAnswer>(KEEP_IDLE_MS, 16);
  private readonly json = new WeakMap<CoordinationAnswer, Uint8Array>();
  /** Each run's users' communities, by node id. */
  private readonly clusters = new KeepRecent<Map<string, number>>(KEEP_IDLE_MS, 4);
  /** The inputs being read and handed to the thread, by dataset: true once it holds them, false when there are none. */
  private readonly loading = new Map<string, Promise<boolean>>();
  /** Projects whose near-identical inputs are still to come (the analysis job says when they are saved). */
  readonly nearIdentical = new NearIdenticalStage();

  constructor(
    private readonly summaries: RunSummaries,
    private readonly windows: WindowFiles,
    private readonly reader: CoordinationReader,
    private readonly thread: CoordinationThread,
  ) {}

  /** Shared between callers: not to be changed. */
  async answer(processId: string, asked: Partial<CoordinationSettings>): Promise<CoordinationAnswer> {
    let settings: CoordinationSettings;
    try {
      settings = coordinationSettings(asked);
    } catch (err) {
      throw new DomainError(ErrorCode.BadRequest, (err as Error).message);
    }
    const key = `${processId}?${coordinationSettingsKey(settings)}`;
    const answer = this.answers.get(key, () => this.compose(processId, settings));
    // With the defaults asked for, the next question is usually another setting.
    if (isDefaultCoordination(settings))
      void answer
        .then(() => this.summaries.find(processId))
        .then((summary) => summary && this.readAhead(summary.dataset_id))
        .catch(() => undefined);
    return answer;
  }

  /**
   * The answer at the default settings made (and its JSON written) when a run is saved, before
   * its status says done, and the inputs read ahead: the first question after a run is answered
   * from memory, and a first question at other settings finds them decoded and indexed in the
   * coordination thread (0.3-0.5 s on a 550k-post project, off this thread, while the run's
   * results are being opened). A failure is left for a question to meet and report.
   */
  async prepareDefault(processId: string): Promise<void> {
    const summary = await this.summaries.find(processId).catch(() => null);
    // The defaults ask for near-identical posts, computed once the project's runs are done: a
    // run waiting here for them would wait for itself.
    if (summary && (await this.reader.nearIdenticalReady(summary.dataset_id).catch(() => false)))
      await this.answerJson(processId, {}).catch(() => undefined);
    if (summary) this.readAhead(summary.dataset_id);
  }

  /**
   * The near-identical inputs are saved: the thread, which may hold the exact copies' inputs,
   * is handed them (answers kept so far were at 100 % only, which they answer alike).
   */
  async nearIdenticalSaved(datasetId: string): Promise<void> {
    try {
      await this.loading.get(datasetId)?.catch(() => undefined);
      await this.load(datasetId, { replace: true });
    } catch {
      // A question loads them again itself.
    } finally {
      this.nearIdentical.settled(datasetId);
    }
  }

  /**
   * Resolves once the dataset's inputs read ahead are held by the thread, at once when none are
   * being read: the run's end waits for it before it lets the review indexes be built (over the
   * same posts on the same cores: a question at other settings a second after the run met both).
   */
  async readAheadDone(datasetId: string): Promise<void> {
    await this.loading.get(datasetId)?.catch(() => undefined);
  }

  /** The answer as the JSON bytes the bus carries, written once per answer kept. */
  async answerJson(processId: string, asked: Partial<CoordinationSettings>): Promise<Uint8Array> {
    const answer = await this.answer(processId, asked);
    let json = this.json.get(answer);
    if (!json) this.json.set(answer, (json = jsonReply(Topic.AnalysisCoordinationGet, answer).json));
    return json;
  }

  private async compose(processId: string, settings: CoordinationSettings): Promise<CoordinationAnswer> {
    const summary = await this.summaries.find(processId);
    if (!summary) throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
    const datasetId = summary.dataset_id;
    // Below 100 % the answer needs the near-identical inputs, computed once the project's runs
    // are done: a question asked before waits for them (seconds after the last run).
    if (
      settings.similarity_percent < 100 &&
      (this.nearIdentical.coming(datasetId) || !(await this.reader.nearIdenticalReady(datasetId)))
    ) {
      await this.nearIdentical.wait(datasetId);
      if (!(await this.reader.nearIdenticalReady(datasetId)) && (await this.reader.has(datasetId)))
        throw new DomainError(
          ErrorCode.NearIdenticalMissing,
          'Near-identical posts of this project have not been computed: run it again to compute them.',
        );
    }
    let result: CoordinationResult | null = isDefaultCoordination(settings)
      ? await this.reader.defaultAnswer(datasetId)
      : null;
    if (!result) {
      result = await this.atOtherSettings(datasetId, settings);
      if (!result)
        throw new DomainError(
          ErrorCode.NotFound,
          'This project was prepared before coordination was computed: run it again to compute it.',
        );
    }
    const clusters = await this.clusters.get(processId, () => this.clustersOf(processId));
    for (const group of result.groups)
      for (const member of group.members) {
        const cluster = clusters.get(member.node_id);
        member.cluster_ids = cluster === undefined ? [] : [cluster];
      }
    return { data: result };
  }

  onApplicationShutdown(): void {
    this.clusters.clear();
    this.answers.clear();
  }

  /** Computed by the thread, which is handed the inputs first when it does not hold them; null: the project has none. */
  private async atOtherSettings(datasetId: string, settings: CoordinationSettings): Promise<CoordinationResult | null> {
    for (let attempt = 0; attempt < LOAD_ATTEMPTS; attempt++) {
      const result = await this.thread.answer(datasetId, settings);
      if (result) return result;
      if (!(await this.load(datasetId))) return null;
    }
    throw new Error(`coordination inputs of ${datasetId} let go ${LOAD_ATTEMPTS} times while asked`);
  }

  /**
   * The dataset's inputs handed to the thread in the background (when stored and not held), so
   * that the first answer at other settings need not wait for them: when they are saved and when
   * a run of the project starts (its 20-60 s give the thread time to load and warm up, which took
   * 0.8-1.2 s right after a run, as long as a user's pause), and whenever the defaults are asked.
   */
  readAhead(datasetId: string): void {
    this.load(datasetId, { readAhead: true }).catch(() => undefined);
  }

  /**
   * The stored inputs read and handed to the thread, once for concurrent callers; false when the
   * project has none. Read ahead: unless the thread holds them already, and warmed up on.
   */
  private load(datasetId: string, { readAhead = false, replace = false } = {}): Promise<boolean> {
    const loading = this.loading.get(datasetId);
    if (loading) return loading;
    const loaded = (async () => {
      if (readAhead && (await this.thread.holds(datasetId))) return true;
      const bytes = await this.reader.inputBytes(datasetId);
      if (!bytes) return false;
      await this.thread.load(datasetId, bytes, { readAhead, replace });
      return true;
    })();
    this.loading.set(datasetId, loaded);
    const done = (): void => {
      if (this.loading.get(datasetId) === loaded) this.loading.delete(datasetId);
    };
    loaded.then(done, done);
    return loaded;
  }

  /** From the run's window index (a few hundred kB). */
  private async clustersOf(processId: string): Promise<Map<string, number>> {
    const users = await this.windows.users(processId);
    const clusters = new Map<string, number>();
    users.labels.forEach((label, u) => clusters.set(userKey(label), users.assignment[u] + 1));
    return clusters;
  }
}
