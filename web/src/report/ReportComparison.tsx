import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { relationsApi } from '../api/relations-api';
import { RunSankey } from '../relations/RunSankey';

/** The report's k comparison: this run against another run of the project. */
export function ReportComparison({ processId, otherProcessId }: { processId: string; otherProcessId: string }) {
  const { t } = useTranslation();
  const { data, isError } = relationsApi.useGetRunComparisonQuery({
    process_id: processId,
    other_process_id: otherProcessId,
  });
  return (
    <div data-testid="report-comparison" data-loaded={data || isError ? 'true' : 'false'}>
      {data && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('report.comparison_of', { first: data.first.k, second: data.second.k })}
          </Typography>
          <RunSankey comparison={data} />
        </>
      )}
    </div>
  );
}
