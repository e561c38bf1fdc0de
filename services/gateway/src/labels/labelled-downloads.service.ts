import { pipeline } from 'node:stream';
import { Inject, Injectable, type StreamableFile } from '@nestjs/common';
import { labelTeam } from '@kizuna/proto/rules';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { Actor } from '../auth/actor.js';
import { bytesDownload, type StoredFile } from '../http/file-download.js';
import { LabelColumnsStream, type LabelCells } from './label-columns.js';
import { labelledAccounts } from './label-messages.js';
import { TeamAssignments } from './team-assignments.service.js';

/**
 * The CSV downloads that list accounts (members, a user's posts, a community's posts, coordination
 * members, a band's users) with the caller's team's labels of each account in two more columns
 * (issue 48). The analysis service writes and keeps one file per content for everyone; the labels
 * are the caller's team's and change any time, so they are added here, on the way out, record by
 * record (issue 55). The accounts of such a file are users of its runs (`processIds`: the run, the
 * two runs of a comparison, a series' runs), so only the assignments on those are asked for.
 */
@Injectable()
export class LabelledDownloads {
  constructor(
    private readonly assignments: TeamAssignments,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  async file(actor: Actor, file: StoredFile, processIds: readonly string[]): Promise<StreamableFile> {
    const { labels, rows } = await this.assignments.read(labelTeam(actor.supplierCode), '', processIds);
    const cells = new Map<string, LabelCells>();
    for (const { account, labels: list } of labelledAccounts(labels, rows))
      cells.set(account, {
        names: list.map((l) => l.name).join('; '),
        notes: list
          .filter((l) => l.note !== '')
          .map((l) => `${l.name}: ${l.note}`)
          .join('; '),
      });
    // Streamed: the label cells go on each record as it passes, so the gateway never holds the file.
    const labelledFile = new LabelColumnsStream((key) => cells.get(key));
    pipeline(await this.objects.get(file.key), labelledFile, () => undefined);
    return bytesDownload(labelledFile, file);
  }
}
