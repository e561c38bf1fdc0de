import type { ReceivedRequestOf, Topic } from '@kizuna/proto';
import { everyFieldRead, type Complete } from './read-every-field.js';
import type { SeriesAsked, SeriesRunRef } from './results/series/series-queries.js';

/*
 * One adapter per topic the series controller takes (issue 54): every field of the message taken,
 * every field of the query written (read-every-field.ts).
 */

/** A page of one step's moved users. */
export interface MovesAsked {
  series: SeriesAsked;
  step: number;
  text: string;
  sort: string;
  descending: boolean;
  page: number;
  size: number;
}

type SeriesMessage = ReceivedRequestOf<Topic.AnalysisSeriesFlows>;

function toSeriesRunRef(run: SeriesMessage['runs'][number]): Complete<SeriesRunRef> {
  const { processId, projectId, projectName, ...rest } = run;
  everyFieldRead(rest);
  return { processId, projectId, projectName };
}

/** The series a request names (analysis.series.flows.v1 and .moves.export.v1 take the same message). */
export function toSeriesAsked(
  msg: SeriesMessage | ReceivedRequestOf<Topic.AnalysisSeriesMovesExport>,
): Complete<SeriesAsked> {
  const { runs, jaccard, share, ...rest } = msg;
  everyFieldRead(rest);
  return { runs: runs.map(toSeriesRunRef), rule: { jaccard, share } };
}

export function toMovesAsked(msg: ReceivedRequestOf<Topic.AnalysisSeriesMovesList>): Complete<MovesAsked> {
  const { series, step, query, sort, descending, page, maxCount, ...rest } = msg;
  everyFieldRead(rest);
  return {
    // The gateway always sends the series; a message without one names no run, which the queries refuse.
    series: series ? toSeriesAsked(series) : { runs: [], rule: { jaccard: 0, share: 0 } },
    step,
    text: query,
    sort,
    descending,
    page,
    size: maxCount,
  };
}
