import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LabelTeamName } from '../labels/LabelTeamName';
import { reportLabelRows } from '../labels/report-label-rows';
import { useRunLabels } from '../labels/use-run-labels';

/**
 * The report's account labels (issue 48): each label of the reader's team (or the team an admin
 * chose, named above them) with the run's accounts carrying it.
 */
export function ReportLabels({ processId }: { processId: string }) {
  const { t } = useTranslation();
  const rows = reportLabelRows(useRunLabels(processId));
  return (
    <>
      <LabelTeamName />
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="report-labels-none">
          {t('report.labels_none')}
        </Typography>
      ) : (
        <div data-testid="report-labels">
          {rows.map((row) => (
            <Box key={row.labelId} sx={{ mb: 1, breakInside: 'avoid' }} data-testid="report-label">
              <Typography variant="subtitle2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: row.color }} />
                {t('report.label_title', { name: row.name, count: row.count })}
              </Typography>
              <Typography variant="body2">
                {row.accounts.map((a) => (a.note ? `${a.account} (${a.note})` : a.account)).join(', ')}
                {row.count > row.accounts.length &&
                  ` ${t('report.labels_more', { count: row.count - row.accounts.length })}`}
              </Typography>
            </Box>
          ))}
        </div>
      )}
    </>
  );
}
