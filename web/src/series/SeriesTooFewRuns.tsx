import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SeriesDocument } from '@kizuna/http-api';
import { seriesApi } from '../api/series-api';
import { DeleteSeriesDialog } from './DeleteSeriesDialog';

/**
 * A series left with fewer than two runs by removals compares nothing: it says so and stays in
 * the creator's list until they delete it (docs/series.md), here in one step.
 */
export function SeriesTooFewRuns({ series, onDeleting }: { series: SeriesDocument; onDeleting: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [deleteSeries, deletion] = seriesApi.useDeleteSeriesMutation();
  // The page stops asking for its series first: read again once the delete invalidates it, it
  // would answer 404 and send the user to the not-found page. A refusal is a toast.
  const confirm = async () => {
    onDeleting();
    const answer = await deleteSeries({ series_id: series.series_id });
    setAsking(false);
    if (answer.data) void navigate('/files');
  };
  return (
    <Alert
      severity="info"
      sx={{ mt: 2 }}
      data-testid="series-too-few"
      action={
        <Button
          color="inherit"
          startIcon={<DeleteIcon />}
          onClick={() => setAsking(true)}
          data-testid="series-too-few-delete"
        >
          {t('series.delete')}
        </Button>
      }
    >
      {t('series.too_few_runs')}
      {asking && (
        <DeleteSeriesDialog
          series={series}
          deleting={deletion.isLoading}
          onCancel={() => setAsking(false)}
          onConfirm={() => void confirm()}
        />
      )}
    </Alert>
  );
}
