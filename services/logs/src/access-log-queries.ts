import { Injectable } from '@nestjs/common';
import type { ReceivedRequestOf, ReplyInitOf, Topic } from '@kizuna/proto';
import { AccessAction } from '@kizuna/proto/rules';
import { formatTokyo, tokyoDateStamp } from '@kizuna/platform/csv';
import { LogExportWriter } from './log-export-writer.js';
import { pageWindow, rangeFilter } from './log-paging.js';
import { type AccessLogField, LogStreams } from './log-streams.js';
import type { LogEntry, LogOrder } from './storage/index.js';

/** sort_key (spec §7): 1 user name, 2 email, 3 project id, 4 project name, 5 time (the default). */
const SORT_FIELDS: Record<number, LogOrder<AccessLogField>['sortBy']> = {
  1: 'user_name',
  2: 'user_email',
  3: 'project_id',
  4: 'project_name',
  5: 'at',
};

const FILE_NAMES: Record<AccessAction, string> = {
  [AccessAction.LOGIN]: 'login_logs',
  [AccessAction.ANALYSIS_START]: 'analyze_start_logs',
  [AccessAction.RESULT_VIEW]: 'analyze_browse_logs',
  [AccessAction.LABEL_CHANGE]: 'label_logs',
};

const CSV_HEADER = [
  'access_log_id',
  'user_name',
  'user_email',
  'project_id',
  'project_name',
  'created_at',
  'client_address',
] as const;
/** A label change's log says what changed (the label and the accounts) in one more column. */
const LABEL_CSV_HEADER = [...CSV_HEADER, 'detail'] as const;

/** Lists and exports the access log of one type_action, by time range. */
@Injectable()
export class AccessLogQueries {
  constructor(
    private readonly streams: LogStreams,
    private readonly exports: LogExportWriter,
  ) {}

  async list(req: ReceivedRequestOf<Topic.LogsAccessList>): Promise<ReplyInitOf<Topic.LogsAccessList>> {
    const page = await this.streams.access.page({
      ...rangeFilter(req.range, req.typeAction),
      ...order(req),
      ...pageWindow(req.page, req.maxCount),
    });
    return { rows: page.entries.map(row), countTotal: page.total };
  }

  /** Every account with a label change in the log (the auth service's upgrade makes them label editors). */
  async labelChangers(): Promise<ReplyInitOf<Topic.LogsLabelChangers>> {
    const ids = new Set<string>();
    const scan = this.streams.access.scan({
      ...rangeFilter(undefined, AccessAction.LABEL_CHANGE),
      sortBy: 'at',
      ascending: true,
    });
    for await (const batch of scan) for (const e of batch) if (e.fields.user_id) ids.add(e.fields.user_id);
    return { userIds: [...ids] };
  }

  async export(req: ReceivedRequestOf<Topic.LogsAccessExport>): Promise<ReplyInitOf<Topic.LogsAccessExport>> {
    const withDetail = req.typeAction === AccessAction.LABEL_CHANGE;
    const scan = this.streams.access.scan({ ...rangeFilter(req.range, req.typeAction), ...order(req) });
    async function* rows() {
      for await (const batch of scan)
        yield batch.map((e) => [
          e.id,
          e.fields.user_name,
          e.fields.user_email,
          e.fields.project_id,
          e.fields.project_name,
          formatTokyo(e.at),
          e.fields.client_address,
          ...(withDetail ? [e.fields.detail] : []),
        ]);
    }
    const name = `${FILE_NAMES[req.typeAction] ?? 'access_logs'}_${tokyoDateStamp(Date.now())}.csv`;
    return this.exports.write(name, withDetail ? LABEL_CSV_HEADER : CSV_HEADER, rows());
  }
}

function order(req: { sortKey: number; isAscending: boolean }): LogOrder<AccessLogField> {
  return { sortBy: SORT_FIELDS[req.sortKey] ?? 'at', ascending: req.isAscending };
}

function row(e: LogEntry<AccessLogField>) {
  return {
    accessLogId: e.id,
    typeAction: e.type as AccessAction,
    userId: e.fields.user_id,
    userName: e.fields.user_name,
    userEmail: e.fields.user_email,
    projectId: e.fields.project_id,
    projectName: e.fields.project_name,
    processId: e.fields.process_id,
    createdAt: new Date(e.at).toISOString(),
    clientAddress: e.fields.client_address,
    detail: e.fields.detail,
  };
}
