import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportLabelsAnswer } from '@kizuna/http-api';

/** What an import did: rows applied, labels made, and each refused row with its line and reason. */
export function LabelImportReport({ report }: { report: ImportLabelsAnswer['data'] }) {
  const { t } = useTranslation();
  return (
    <Alert severity={report.refused_total > 0 ? 'warning' : 'success'} data-testid="label-import-report" sx={{ my: 1 }}>
      <Typography variant="body2">
        {t('account_labels.import_done', {
          applied: report.applied,
          created: report.created.length,
          refused: report.refused_total,
        })}
      </Typography>
      {report.refused.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 160, overflow: 'auto' }}>
          {report.refused.map((r) => (
            <li key={r.line} data-testid="label-import-refused">
              {t('account_labels.import_refused_row', { line: r.line, account: r.account, label: r.label })}{' '}
              {t(r.reason, { max: '' })}
            </li>
          ))}
        </Box>
      )}
      {report.refused_total > report.refused.length && (
        <Typography variant="body2">
          {t('account_labels.import_more_refused', { count: report.refused_total - report.refused.length })}
        </Typography>
      )}
    </Alert>
  );
}
