import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { projectNameProblem } from '@kizuna/proto/rules';
import type { SeriesRecord } from './series-record.js';
import { SeriesRepository } from './series.repository.js';

/**
 * Saved series (issue 45). Who may open, rename or delete one is the gateway's check (every run
 * viewable; the creator or an admin): here a series is kept, found and changed.
 */
@Injectable()
export class SeriesService {
  constructor(private readonly repo: SeriesRepository) {}

  async save(creator: { userId: string; name: string }, name: string, processIds: string[]): Promise<SeriesRecord> {
    const now = new Date().toISOString();
    const record: SeriesRecord = {
      _id: randomUUID(),
      name: checkedName(name),
      creator_id: creator.userId,
      creator_name: creator.name,
      process_ids: [...processIds],
      created_at: now,
      updated_at: now,
    };
    await this.repo.series.insertOne(record);
    return record;
  }

  /** The creator's series, newest first. */
  list(creatorId: string): Promise<SeriesRecord[]> {
    return this.repo.series.find({ creator_id: creatorId }, { sort: { created_at: -1 } });
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
