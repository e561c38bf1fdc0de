import type { RouteAnswer } from '@kizuna/http-api';
import { Injectable } from '@nestjs/common';
import { Topic, type Series } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { Actor } from '../auth/actor.js';
import { ProjectAccess } from '../projects/project-access.service.js';
import { ResultAccess } from '../results/result-access.service.js';
import type { SeriesRun } from './series-messages.js';

/**
 * Who may use a series (issue 45, docs/series.md): every run checked with ProjectPolicy like any
 * result; a run the caller cannot view is refused as not found, as a missing one is, so a series
 * tells nobody which runs exist. Renaming and deleting a saved series is its creator's (or an admin's).
 */
@Injectable()
export class SeriesAccess {
  constructor(
    private readonly bus: BusClient,
    private readonly projects: ProjectAccess,
    private readonly results: ResultAccess,
  ) {}

  /** Each run with its project, when the caller may view it and it is done. */
  async doneRuns(actor: Actor, processIds: readonly string[]): Promise<SeriesRun[]> {
    checkRepeated(processIds);
    const runs: SeriesRun[] = [];
    for (const processId of processIds)
      runs.push({ processId, project: await asNotFound(this.results.doneRun(actor, processId)) });
    return runs;
  }

  /**
   * A saved series the caller may open: they can view every project in it. One left with fewer
   * than two runs by removals (it compares nothing, and may name no run at all) is its creator's
   * (or an admin's) only, as changing it is.
   */
  async openable(actor: Actor, seriesId: string): Promise<Series> {
    const series = await this.saved(seriesId);
    if (series.processIds.length < 2) return this.changeable(actor, seriesId);
    for (const processId of series.processIds) await asNotFound(this.projects.project(actor, { processId }));
    return series;
  }

  /**
   * The saved series that name any of the runs (the confirmation of their removal), when the
   * caller may view every run: their own (an admin's: all) with the runs each keeps, and how many
   * other users' there are — those are not named to the caller.
   */
  async ofRuns(actor: Actor, processIds: readonly string[]): Promise<RouteAnswer<'listRunSeries'>['data']> {
    for (const processId of processIds) await asNotFound(this.projects.project(actor, { processId }));
    const { series } = await this.bus.request(Topic.ProjectsSeriesOfRuns, { processIds: [...processIds] });
    const named = series.filter((s) => s.creatorId === actor.userId || actor.isAdmin);
    return {
      series: named.map((s) => ({
        series_id: s.seriesId,
        name: s.name,
        creator_name: s.creatorName,
        runs: s.processIds.length,
        runs_left: s.processIds.filter((id) => !processIds.includes(id)).length,
      })),
      others: series.length - named.length,
    };
  }

  /** A saved series the caller may change: theirs, or any for an admin (else not found). */
  async changeable(actor: Actor, seriesId: string): Promise<Series> {
    const series = await this.saved(seriesId);
    if (series.creatorId !== actor.userId && !actor.isAdmin) throw notFound();
    return series;
  }

  /** A missing series answers as one the caller may not open: the same 404, the same body. */
  private async saved(seriesId: string): Promise<Series> {
    const { series } = await asNotFound(this.bus.request(Topic.ProjectsSeriesGet, { seriesId }));
    if (!series) throw notFound();
    return series;
  }
}

function checkRepeated(processIds: readonly string[]): void {
  if (new Set(processIds).size !== processIds.length)
    throw new DomainError(ErrorCode.SeriesRunsRepeated, 'A run can be in a series only once.');
}

/** A run the caller may not view answers as a missing one. */
async function asNotFound<T>(check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (err) {
    if (err instanceof DomainError && (err.code === ErrorCode.Forbidden || err.code === ErrorCode.NotFound))
      throw notFound();
    throw err;
  }
}

function notFound(): DomainError {
  return new DomainError(ErrorCode.NotFound, 'No such series or run.');
}
