import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { relationsApi } from '../api/relations-api';
import { errorText, type FailedCall } from '../api/error-text';
import { MatrixTable } from '../relations/MatrixTable';

/** The report's who-amplifies-whom table (counts, row shares, closedness). */
export function ReportMatrix({ processId }: { processId: string }) {
  const { t, i18n } = useTranslation();
  const { data, error } = relationsApi.useGetInteractionMatrixQuery({
    process_id: processId,
    date_start: 0,
    date_end: 0,
  });
  return (
    <div data-testid="report-matrix" data-loaded={data || error ? 'true' : 'false'}>
      {error && (
        <Typography variant="body2" color="text.secondary">
          {errorText(error as FailedCall, i18n)}
        </Typography>
      )}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('relations.matrix_hint')} {t('relations.period_whole')}
          </Typography>
          <MatrixTable matrix={data} />
        </>
      )}
    </div>
  );
}
