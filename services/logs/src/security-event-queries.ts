import { Injectable } from '@nestjs/common';
import type { ReceivedRequestOf, ReplyInitOf, Topic } from '@kizuna/contracts';
import { SecurityEventKind } from '@kizuna/contracts/rules';
import { formatTokyo, tokyoDateStamp } from '@kizuna/platform/csv';
import { LogExportWriter } from './log-export-writer.js';
import { pageWindow, rangeFilter } from './log-paging.js';
import { LogStreams, type SecurityEventField } from './log-streams.js';
import type { LogEntry, LogOrder } from './storage/index.js';

/** sort_key: 1 user email, 2 actor email, 3 kind, 4 client address, 5 time (the default). */
const SORT_FIELDS: Record<number, LogOrder<SecurityEventField>['sortBy']> = {
  1: 'user_email',
  2: 'actor_email',
  3: 'type',
  4: 'client_address',
  5: 'at',
};

const CSV_HEADER = [
  'security_event_id',
  'kind',
  'user_email',
  'actor_email',
  'client_address',
  'detail',
  'created_at',
] as const;

/** Lists and exports the security events (every kind, or one), by time range. */
@Injectable()
export class SecurityEventQueries {
  constructor(
    private readonly streams: LogStreams,
    private readonly exports: LogExportWriter,
  ) {}

  async list(req: ReceivedRequestOf<Topic.LogsSecurityList>): Promise<ReplyInitOf<Topic.LogsSecurityList>> {
    const page = await this.streams.security.page({
      ...rangeFilter(req.range, kindFilter(req.kind)),
      ...order(req),
      ...pageWindow(req.page, req.maxCount),
    });
    return { rows: page.entries.map(row), countTotal: page.total };
  }

  async export(req: ReceivedRequestOf<Topic.LogsSecurityExport>): Promise<ReplyInitOf<Topic.LogsSecurityExport>> {
    const scan = this.streams.security.scan({ ...rangeFilter(req.range, kindFilter(req.kind)), ...order(req) });
    async function* rows() {
      for await (const batch of scan)
        yield batch.map((e) => [
          e.id,
          kindName(e.type),
          e.fields.user_email,
          e.fields.actor_email,
          e.fields.client_address,
          e.fields.detail,
          formatTokyo(e.at),
        ]);
    }
    return this.exports.write(`security_events_${tokyoDateStamp(Date.now())}.csv`, CSV_HEADER, rows());
  }
}

/** Kind 0 (unspecified) asks for every kind. */
function kindFilter(kind: SecurityEventKind): number | undefined {
  return kind === SecurityEventKind.UNSPECIFIED ? undefined : kind;
}

/** e.g. sign_in_failed: the enum's name, stable and readable in a spreadsheet. */
function kindName(kind: number): string {
  return (SecurityEventKind[kind] ?? String(kind)).toLowerCase();
}

function order(req: { sortKey: number; isAscending: boolean }): LogOrder<SecurityEventField> {
  return { sortBy: SORT_FIELDS[req.sortKey] ?? 'at', ascending: req.isAscending };
}

function row(e: LogEntry<SecurityEventField>) {
  return {
    securityEventId: e.id,
    kind: e.type as SecurityEventKind,
    userId: e.fields.user_id,
    userEmail: e.fields.user_email,
    actorEmail: e.fields.actor_email,
    clientAddress: e.fields.client_address,
    detail: e.fields.detail,
    createdAt: new Date(e.at).toISOString(),
  };
}
