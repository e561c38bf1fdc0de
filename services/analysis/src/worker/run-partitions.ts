import type { AnalysisOptions, ProgressListener } from '../engine/types.js';
import type { PreparedAnalysis } from '../engine/prepare-analysis.js';
import { PartitionHelper, type PartitionAhead } from './partition-helper.js';

/** What RunPartitions asks of a partition helper (PartitionHelper; a stand-in in tests). */
export type PartitionsAhead = Pick<PartitionHelper, 'seed' | 'request' | 'take' | 'has' | 'busy' | 'stop'>;

/**
 * Where an analysis worker's runs get their partitions: a helper thread computes them for the
 * runs of a project while this thread computes the rest of each run. With runs to come, the
 * helper computes the current run's partition too, first, while this thread does what the runs
 * share (`meanwhile`): the first run's partition was on this thread's path while the helper,
 * done with the later ones, stood idle (about a second of a two-second first run at 579,000
 * posts). A partition the helper failed to give is computed by the run itself.
 */
export class RunPartitions {
  private helper: { prepared: PreparedAnalysis; partitions: PartitionsAhead } | null = null;

  constructor(
    private readonly startHelper: (prepared: PreparedAnalysis, seed: number) => PartitionsAhead = (prepared, seed) =>
      new PartitionHelper(prepared, seed),
  ) {}

  /**
   * The partition of this run when the helper computes it (undefined: the run computes it), after
   * `meanwhile(prepared)` has run on this thread; the helper set to work on `upcoming` too.
   */
  async forRun(
    prepared: PreparedAnalysis,
    options: Pick<AnalysisOptions, 'k' | 'seed'>,
    upcoming: readonly number[],
    report: ProgressListener,
    meanwhile: (prepared: PreparedAnalysis) => void,
  ): Promise<PartitionAhead | undefined> {
    let helper = this.helper;
    if (helper && (helper.prepared !== prepared || helper.partitions.seed !== options.seed)) {
      this.stop();
      helper = null;
    }
    const later = upcoming.filter((k) => k !== options.k);
    if (later.length > 0) {
      helper ??= this.helper = { prepared, partitions: this.startHelper(prepared, options.seed) };
      // This run's first, unless the helper has others to compute before it would come to this one.
      const { partitions } = helper;
      partitions.request(partitions.has(options.k) || !partitions.busy ? [options.k, ...later] : later);
    }
    const ahead = helper?.partitions.take(options.k);
    if (later.length === 0 && helper && !helper.partitions.busy) {
      // Nothing left to compute ahead: its copy of the dataset's arrays goes.
      const done = helper.partitions;
      this.helper = null;
      if (ahead) void ahead.finally(() => done.stop());
      else void done.stop();
    }
    meanwhile(prepared);
    if (!ahead) return undefined;
    report('communities', 0);
    return (await ahead) ?? undefined;
  }

  /** Ends the helper (its dataset was replaced or let go). */
  stop(): void {
    void this.helper?.partitions.stop();
    this.helper = null;
  }
}
