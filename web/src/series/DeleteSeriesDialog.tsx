import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SeriesDocument } from '@kizuna/http-api';

interface Props {
  series: SeriesDocument;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a saved series is deleted (its runs stay). */
export function DeleteSeriesDialog({ series, deleting, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onCancel} data-testid="series-delete-dialog">
      <DialogTitle>{t('series.delete_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ wordBreak: 'break-word' }}>
          {series.name}
          <br />
          {t('series.delete_runs_stay')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('files.delete_cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          loading={deleting}
          onClick={onConfirm}
          data-testid="series-delete-confirm"
        >
          {t('files.delete_yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
