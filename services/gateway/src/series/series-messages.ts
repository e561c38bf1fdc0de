import type { RouteFields, SeriesDocument } from '@kizuna/http-api';
import { SERIES_DEFAULT_JACCARD, SERIES_DEFAULT_SHARE } from '@kizuna/proto/rules';
import type { CompleteRequestOf, Project, Series, Topic } from '@kizuna/proto';

/** A run of a series with the project the access check found it in. */
export interface SeriesRun {
  processId: string;
  project: Project;
}

/** The series request of the flows, moves and download routes, for the analysis service. */
export function seriesRequest(
  runs: readonly SeriesRun[],
  threshold: RouteFields<'getSeriesFlows'>['threshold'],
): CompleteRequestOf<Topic.AnalysisSeriesFlows> {
  return {
    runs: runs.map((r) => ({
      processId: r.processId,
      projectId: r.project.projectId,
      projectName: r.project.projectName,
    })),
    jaccard: threshold?.jaccard ?? SERIES_DEFAULT_JACCARD,
    share: threshold?.share ?? SERIES_DEFAULT_SHARE,
  };
}

/** One page of one step's moved users. */
export function seriesMovesRequest(
  runs: readonly SeriesRun[],
  f: RouteFields<'getSeriesMoves'>,
): CompleteRequestOf<Topic.AnalysisSeriesMovesList> {
  return {
    series: seriesRequest(runs, f.threshold),
    step: f.step,
    query: f.query,
    sort: f.sort,
    descending: f.descending,
    page: f.page,
    maxCount: f.max_count,
  };
}

/** A saved series as the HTTP answer shows it. */
export function seriesDocument(series: Series | undefined): SeriesDocument {
  if (!series) throw new Error('the projects service answered without a series');
  return {
    series_id: series.seriesId,
    name: series.name,
    creator_id: series.creatorId,
    creator_name: series.creatorName,
    process_ids: [...series.processIds],
    removed_runs: series.removedRuns.map((r) => ({
      process_id: r.processId,
      project_name: r.projectName,
      k: r.k,
      owner_name: r.ownerName,
      uploaded_at: r.uploadedAt,
      removed_at: r.removedAt,
    })),
    created_at: series.createdAt,
    updated_at: series.updatedAt,
  };
}
