import DownloadIcon from '@mui/icons-material/Download';
import { Button, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logsApi } from '../api/logs-api';
import type { AccessLogRow, SecurityEventRow } from '../api/logs-types';
import { TableToolbar } from '../table/TableToolbar';
import { usePagedSearch } from '../table/usePagedSearch';
import { formatTokyo } from '../time/format-tokyo';
import { ACCESS_LOG_COLUMNS, type LogColumn } from './access-log-columns';
import { appliedLogRange, type LogRangeInput } from './applied-log-range';
import { defaultLogRange } from './default-log-range';
import { LOG_TABS } from './log-tabs';
import { LogRangeFields } from './LogRangeFields';
import { LogTable } from './LogTable';
import { saveFile } from '../download/save-file';
import { SECURITY_EVENT_COLUMNS } from './security-event-columns';
import { securityEventKindKey } from './security-event-kind-key';

/** Newest first (sort_key 5, time). */
const DEFAULT_SORT = { sortKey: 5, ascending: false };

/** Spec §2 /graph_logs: a tab per log, a Tokyo date-time range, a paged and sorted table, and a CSV download. */
export function LogsScreen() {
  const { t } = useTranslation();
  const paging = usePagedSearch(DEFAULT_SORT);
  const [tabIndex, setTabIndex] = useState(0);
  const [typed, setTyped] = useState<LogRangeInput>(() => defaultLogRange(Date.now()));
  const [range, setRange] = useState<LogRangeInput>(typed);
  const tab = LOG_TABS[tabIndex];
  const security = tab.typeAction === null;

  const order = { sort_key: paging.query.sort_key, is_ascending: paging.query.is_ascending };
  const request = { date_start: range.start, date_end: range.end, ...order };
  const listed = { ...request, page: paging.query.page, max_count: paging.query.max_count };
  const access = logsApi.useListAccessLogsQuery({ ...listed, type_action: tab.typeAction ?? 0 }, { skip: security });
  const events = logsApi.useListSecurityEventsQuery(listed, { skip: !security });
  const [downloadAccess, accessDownload] = logsApi.useDownloadAccessLogsMutation();
  const [downloadEvents, eventsDownload] = logsApi.useDownloadSecurityEventsMutation();
  const current = security ? events : access;

  const changeRange = (next: LogRangeInput) => {
    setTyped(next);
    const applied = appliedLogRange(next, range);
    if (applied !== range) {
      setRange(applied);
      paging.setPage(0);
    }
  };
  const download = async () => {
    const answer = security
      ? await downloadEvents(request)
      : await downloadAccess({ ...request, type_action: tab.typeAction ?? 0 });
    if (answer.data) saveFile(answer.data);
  };

  const accessCell = (row: AccessLogRow, col: LogColumn<AccessLogRow>) =>
    col.field === 'created_at' ? formatTokyo(Date.parse(row.created_at)) : String(row[col.field]);
  const eventCell = (row: SecurityEventRow, col: LogColumn<SecurityEventRow>) => {
    if (col.field === 'created_at') return formatTokyo(Date.parse(row.created_at));
    if (col.field === 'kind') {
      const key = securityEventKindKey(row.kind);
      return key ? t(key) : row.kind_name;
    }
    return String(row[col.field]);
  };

  return (
    <Paper sx={{ p: 2 }}>
      <Tabs
        value={tabIndex}
        onChange={(_e, index: number) => {
          setTabIndex(index);
          paging.setPage(0);
        }}
        sx={{ mb: 2 }}
      >
        {LOG_TABS.map((tb) => (
          <Tab key={tb.id} label={t(tb.labelKey)} data-testid={`logs-tab-${tb.id}`} />
        ))}
      </Tabs>
      <TableToolbar
        paging={paging}
        name="logs"
        busy={current.isFetching}
        onRefresh={() => void current.refetch()}
        searchable={false}
      >
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('menu.logs')}
        </Typography>
        <LogRangeFields value={typed} onChange={changeRange} />
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          disabled={accessDownload.isLoading || eventsDownload.isLoading}
          data-testid="logs-download"
        >
          {t('logs.download')}
        </Button>
      </TableToolbar>
      {security ? (
        <LogTable
          columns={SECURITY_EVENT_COLUMNS}
          rows={events.data?.LogResult ?? []}
          rowKey={(r) => r.security_event_id}
          cell={eventCell}
          total={events.data?.stats.count_total ?? 0}
          paging={paging}
        />
      ) : (
        <LogTable
          columns={ACCESS_LOG_COLUMNS.filter(
            (c) =>
              (!c.project || (tab.typeAction !== 0 && tab.typeAction !== 3)) && (!c.detail || tab.typeAction === 3),
          )}
          rows={access.data?.LogResult ?? []}
          rowKey={(r) => r.access_log_id}
          cell={accessCell}
          total={access.data?.stats.count_total ?? 0}
          paging={paging}
        />
      )}
    </Paper>
  );
}
