import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ClusterWindowAnswer } from '@kizuna/http-api';
import { KeepRecent } from '@kizuna/platform/cache';
import { DomainError, ErrorCode, timeWindowError } from '@kizuna/platform/errors';
import type { JsonLogger } from '@kizuna/platform/logging';
import { LOGGER } from '@kizuna/platform/runtime';
import { DEFAULT_TOP_KEYWORDS, DEFAULT_TOP_POSTS } from '../engine/analyze.js';
import { windowKeywords, windowPosts } from '../engine/time-window/window-detail.js';
import type { TermMatrix } from '../engine/types.js';
import { RunSummaries } from './stored/run-summaries.js';
import { TermFiles } from './stored/term-files.js';
import { WindowFiles } from './stored/window-files.js';
import { WindowTextFiles } from './stored/window-text-files.js';
import type { SavedWindow } from './window-codec.js';

/** Kept after the last window asked for: a user moves the slider for a while, then leaves. */
const KEEP_IDLE_MS = 10 * 60 * 1000;

export interface ClusterWindowQuery {
  processId: string;
  clusterId: number;
  timeStart: number;
  timeEnd: number;
}

/**
 * A community's keywords and representative posts inside a time window, from the run's window
 * index and the dataset's stored terms. A few runs' indexes (about 20 MB each for 550k posts)
 * and one dataset's terms are kept while windows keep being asked for, so moving the slider
 * costs one pass over the posts, not a read of the files.
 */
@Injectable()
export class RunWindows implements OnApplicationShutdown {
  private readonly windows = new KeepRecent<SavedWindow>(KEEP_IDLE_MS, 3);
  private readonly terms = new KeepRecent<TermMatrix | null>(KEEP_IDLE_MS, 1);

  constructor(
    private readonly summaries: RunSummaries,
    private readonly windowFiles: WindowFiles,
    private readonly windowTexts: WindowTextFiles,
    private readonly termFiles: TermFiles,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  async clusterWindow(q: ClusterWindowQuery): Promise<ClusterWindowAnswer> {
    const span = { start: q.timeStart, end: q.timeEnd };
    const badWindow = timeWindowError(span.start, span.end);
    if (badWindow) throw badWindow;
    const summary = await this.summaries.get(q.processId);
    if (!Number.isInteger(q.clusterId) || q.clusterId < 0 || q.clusterId > summary.k)
      throw new DomainError(ErrorCode.ClusterNotFound, 'This community does not exist in the result.', {
        cluster_id: String(q.clusterId),
      });
    const [saved, terms] = await Promise.all([
      this.savedIndex(q.processId),
      this.terms.get(summary.dataset_id, () =>
        this.timed('terms loaded', summary.dataset_id, this.termFiles.get(summary.dataset_id)),
      ),
    ]);
    if (!terms || terms.offsets.length - 1 !== saved.index.postTime.length)
      throw new DomainError(ErrorCode.WindowNotKept, 'This run keeps nothing to compute a time window from.');
    const keywords = windowKeywords(saved.index, terms, span, q.clusterId, DEFAULT_TOP_KEYWORDS);
    const ranked = windowPosts(saved.index, span, q.clusterId, DEFAULT_TOP_POSTS);
    const texts = await this.windowTexts.read(
      summary.dataset_id,
      saved.index.relations,
      ranked.map(({ unit }) => [unit === 0 ? 0 : saved.textEnds[unit - 1], saved.textEnds[unit]] as const),
    );
    if (!texts) throw new DomainError(ErrorCode.WindowNotKept, 'The texts of this run’s window index are missing.');
    const { labels, unitAuthor, unitTime } = saved.index;
    const tweets = ranked.map(({ unit, score }, i) => ({
      tweet_user_screen_name: labels[unitAuthor[unit]],
      tweet_date: unitTime[unit],
      tweet_text: texts[i],
      tweet_score: score,
    }));
    return { data: { cluster_id: q.clusterId, window: span, keywords, tweets } };
  }

  /** The run's window index, kept while windows keep being asked for. */
  savedIndex(processId: string): Promise<SavedWindow> {
    return this.windows.get(processId, () =>
      this.timed('window index loaded', processId, this.windowFiles.get(processId)),
    );
  }

  /** Loads happen once per run (or dataset) while windows are asked for: their time tells what a first window costs. */
  private async timed<T>(what: string, id: string, load: Promise<T>): Promise<T> {
    const started = performance.now();
    const value = await load;
    this.logger.info(what, { id, ms: Math.round(performance.now() - started) });
    return value;
  }

  /**
   * Lets go at shutdown. A deleted project's indexes are not dropped at once (KeepRecent has no
   * single drop): nobody can ask for them any more, and they go after the idle time or sooner, as
   * other runs' indexes take their place.
   */
  onApplicationShutdown(): void {
    this.windows.clear();
    this.terms.clear();
  }
}
