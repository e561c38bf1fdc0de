import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@kizuna/platform/clock';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { CSV_BOM, csvLine } from '@kizuna/platform/csv';

/** Where exports wait for the gateway to stream them; swept after EXPORT_TTL_MS. */
export const EXPORT_PREFIX = 'logs/exports/';
export const EXPORT_TTL_MS = 3_600_000;

export interface WrittenExport {
  key: string;
  fileName: string;
  count: number;
}

/** Writes a CSV export (UTF-8 with BOM, formula-safe cells) to the object store, streamed as it is made. */
@Injectable()
export class LogExportWriter {
  constructor(
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    private readonly clock: Clock,
  ) {}

  async write(fileName: string, header: readonly string[], rows: AsyncIterable<string[][]>): Promise<WrittenExport> {
    // The time in the key lets the sweeper find old exports without reading them.
    const key = `${EXPORT_PREFIX}${this.clock.now()}-${randomUUID()}.csv`;
    let count = 0;
    async function* lines(): AsyncIterable<string> {
      yield CSV_BOM + csvLine(header);
      for await (const batch of rows) {
        count += batch.length;
        yield batch.map(csvLine).join('');
      }
    }
    await this.objects.put(key, Readable.from(lines()), { contentType: 'text/csv; charset=utf-8' });
    return { key, fileName, count };
  }

  /** Deletes exports older than the TTL: the gateway streams one within seconds of its making. */
  async sweep(now: number): Promise<number> {
    let removed = 0;
    for (const key of await this.objects.list(EXPORT_PREFIX)) {
      const made = Number(key.slice(EXPORT_PREFIX.length).split('-')[0]);
      if (Number.isFinite(made) && made < now - EXPORT_TTL_MS) {
        await this.objects.delete(key);
        removed++;
      }
    }
    return removed;
  }
}
