import { Readable } from 'node:stream';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { WorkWanted } from '../failures/work-wanted.js';
import { resultKeys, SERIES_MOVES_EXPORT } from '../results/result-keys.js';
import { CSV_BOM, csvLine, tokyoDateStamp } from '@kizuna/platform/csv';
import { KeptExports } from '../results/stored/kept-exports.js';
import { SeriesQueries, type SeriesAsked } from '../results/series/series-queries.js';
import type { WrittenResultExport } from './export-request.js';

const CSV = 'text/csv; charset=utf-8';

export const SERIES_MOVES_HEADER = [
  'account',
  'from_process_id',
  'from_cluster_id',
  'from_cluster_name',
  'to_process_id',
  'to_cluster_id',
  'to_cluster_name',
  'from_posts',
  'to_posts',
];

/**
 * The moved users of a series as CSV (UTF-8 with BOM, formula-safe cells), one row per user and
 * step. Written once per content (the runs, the rule and the communities' names) and kept with
 * the first run's on-demand downloads: asking again sends the same file, renaming a community
 * makes a new one, and past ON_DEMAND_EXPORTS_PER_RUN the oldest is removed, so that no number of
 * thresholds asked can grow the store.
 */
@Injectable()
export class SeriesMovesExport {
  constructor(
    private readonly series: SeriesQueries,
    private readonly kept: KeptExports,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    @Optional() private readonly wanted?: WorkWanted,
  ) {}

  async write(asked: SeriesAsked, now = Date.now()): Promise<WrittenResultExport> {
    const fileName = `series_moves_${tokyoDateStamp(now)}.csv`;
    const { views, moves } = await this.series.allMoves(asked);
    const owner = asked.runs[0].processId;
    const name = `${SERIES_MOVES_EXPORT}${SeriesQueries.contentKey(asked, views)}.csv`;
    // Each other run first notes where a download naming it is kept, so that removing it removes that.
    for (const run of asked.runs.slice(1))
      await this.objects.put(resultKeys.seriesRef(run.processId, owner), Buffer.alloc(0), {
        contentType: 'application/octet-stream',
      });
    function* lines(): Generator<string> {
      yield CSV_BOM + csvLine(SERIES_MOVES_HEADER);
      for (const [s, rows] of moves.entries()) {
        const [from, to] = [views[s], views[s + 1]];
        for (const m of rows)
          yield csvLine([
            m.label,
            from.processId,
            String(m.from_cluster_id),
            from.communities[m.from_cluster_id - 1]?.name ?? '',
            to.processId,
            String(m.to_cluster_id),
            to.communities[m.to_cluster_id - 1]?.name ?? '',
            String(m.from_posts),
            String(m.to_posts),
          ]);
      }
    }
    const key = await this.kept.onDemand(owner, name, () => Readable.from(lines()), CSV);
    // A run removed while the file was made: its removal may have looked before the file was there.
    if (asked.runs.some((r) => this.wanted?.isCancelled(r.processId))) {
      await this.kept.dropOnDemand(owner, SERIES_MOVES_EXPORT);
      throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
    }
    return { key, fileName, contentType: CSV };
  }
}
