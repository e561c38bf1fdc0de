import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesDocument } from '@kizuna/http-api';
import { projectNameProblem } from '@kizuna/proto/rules';
import { SeriesNameField } from './SeriesNameField';
import { errorText, type FailedCall } from '../api/error-text';
import { seriesApi } from '../api/series-api';

/** Renames a saved series (the project name rule: required, 100 characters); a refusal stays in the dialog. */
export function RenameSeriesDialog({ series, onClose }: { series: SeriesDocument; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState(series.name);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rename, renaming] = seriesApi.useRenameSeriesMutation();
  const problem = projectNameProblem(name);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || renaming.isLoading) return;
    const answer = await rename({ series_id: series.series_id, name: name.trim() });
    if (answer.error) setError(errorText(answer.error as FailedCall, i18n));
    else onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="series-rename-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle>{t('series.rename')}</DialogTitle>
        <DialogContent>
          <SeriesNameField value={name} onChange={setName} touched={touched} testId="series-rename-input" />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('graph.cancel')}</Button>
          <Button type="submit" variant="contained" loading={renaming.isLoading} data-testid="series-rename-save">
            {t('graph.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
