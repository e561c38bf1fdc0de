import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SeriesFlows } from '@kizuna/http-api';
import { runDates, runLabel } from './run-label';

/** The series' runs in their order: project, k, the posts' dates, users (and any left out of the matching). */
export function SeriesRuns({ flows }: { flows: SeriesFlows }) {
  const { t } = useTranslation();
  return (
    <Table size="small" data-testid="series-runs">
      <TableHead>
        <TableRow>
          <TableCell>{t('series.col_run')}</TableCell>
          <TableCell>{t('series.col_dates')}</TableCell>
          <TableCell align="right">k</TableCell>
          <TableCell align="right">{t('series.col_users')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {flows.runs.map((run, r) => (
          <TableRow key={run.process_id} data-testid={`series-run-${r}`}>
            <TableCell sx={{ wordBreak: 'break-word' }}>{runLabel(run, r)}</TableCell>
            <TableCell>{runDates(run)}</TableCell>
            <TableCell align="right">{run.k}</TableCell>
            <TableCell align="right">
              {run.users.toLocaleString()}
              {run.skipped_users > 0 && ` ${t('series.skipped_users', { n: run.skipped_users.toLocaleString() })}`}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
