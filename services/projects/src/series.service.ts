import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { projectNameProblem, RunStatus, SERIES_PER_USER_MAX } from '@kizuna/proto/rules';
import { ProjectsRepository } from './projects.repository.js';
import type { SeriesRecord } from './series-record.js';
import { SeriesRepository } from './series.repository.js';

/**
 * Saved series (issue 45). Who may open, rename or delete one is the gateway's check (every run
 * viewable; the creator or an admin): here a series is kept, found and changed.
 */
@Injectable()
export class SeriesService {
  constructor(
    private readonly repo: SeriesRepository,
    private readonly projects: ProjectsRepository,
  ) {}

  /**
   * Kept only while every run is done and not being removed: written first, then its runs read
   * again, so that a removal landing meanwhile either finds the series (RemovalLedger takes the
   * run out of it) or is seen here (the series goes, 404). Past SERIES_PER_USER_MAX a 409.
   */
  async save(creator: { userId: string; name: string }, name: string, processIds: string[]): Promise<SeriesRecord> {
    const checked = checkedName(name);
    if ((await this.repo.series.count({ creator_id: creator.userId })) >= SERIES_PER_USER_MAX)
      throw new DomainError(ErrorCode.TooManySeries, `A user can keep at most ${SERIES_PER_USER_MAX} series.`, {
        max: String(SERIES_PER_USER_MAX),
      });
    const now = new Date().toISOString();
    const record: SeriesRecord = {
      _id: randomUUID(),
      name: checked,
      creator_id: creator.userId,
      creator_name: creator.name,
      process_ids: [...processIds],
      created_at: now,
      updated_at: now,
    };
    await this.repo.series.insertOne(record);
    const runs = await this.projects.runs.find({ _id: { $in: record.process_ids } });
    const gone = record.process_ids.find((id) => !runs.some((r) => r._id === id && !r.removing));
    const notDone = runs.find((r) => r.status !== RunStatus.DONE);
    if (gone !== undefined || notDone) {
      await this.repo.series.deleteOne({ _id: record._id });
      if (gone !== undefined) throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
      throw new DomainError(ErrorCode.RunNotDone, 'The analysis is not done.');
    }
    return record;
  }

  /** One page of the creator's series, newest first (`size` 0: all of them), and how many there are. */
  async list(creatorId: string, page = 0, size = 0): Promise<{ series: SeriesRecord[]; total: number }> {
    const filter = { creator_id: creatorId };
    const series = await this.repo.series.find(filter, {
      sort: { created_at: -1, _id: 1 },
      ...(size > 0 ? { skip: page * size, limit: size } : {}),
    });
    return { series, total: await this.repo.series.count(filter) };
  }

  async get(seriesId: string): Promise<SeriesRecord> {
    const record = await this.repo.series.findOne({ _id: seriesId });
    if (!record) throw notFound();
    return record;
  }

  async rename(seriesId: string, name: string): Promise<SeriesRecord> {
    const updated = await this.repo.series.updateOne(
      { _id: seriesId },
      { $set: { name: checkedName(name), updated_at: new Date().toISOString() } },
    );
    if (!updated) throw notFound();
    return updated;
  }

  /** Every series naming any of the runs (the confirmation of their removal names them). */
  async ofRuns(processIds: readonly string[]): Promise<SeriesRecord[]> {
    if (processIds.length === 0) return [];
    return this.repo.series.find({ process_ids: { $in: [...processIds] } }, { sort: { created_at: -1, _id: 1 } });
  }

  async delete(seriesId: string): Promise<void> {
    if ((await this.repo.series.deleteOne({ _id: seriesId })) === 0) throw notFound();
  }
}

/** The project name rule (required, at most 100 characters), trimmed. */
function checkedName(name: string): string {
  const problem = projectNameProblem(name);
  if (problem === 'files.name_required') throw new DomainError(ErrorCode.NameRequired, 'A name is required.');
  if (problem) throw new DomainError(ErrorCode.NameTooLong, 'A name can have at most 100 characters.');
  return name.trim();
}

function notFound(): DomainError {
  return new DomainError(ErrorCode.NotFound, 'No such series.');
}
