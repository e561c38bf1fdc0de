import { useTranslation } from 'react-i18next';
import type { SeriesDocument } from '@kizuna/http-api';
import { ConfirmDialog } from '../shared/ConfirmDialog';

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
    <ConfirmDialog
      open
      title={t('series.delete_title')}
      cancelLabel={t('files.delete_cancel')}
      confirmLabel={t('files.delete_yes')}
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
      testIds={{ dialog: 'series-delete-dialog', confirm: 'series-delete-confirm' }}
    >
      {series.name}
      <br />
      {t('series.delete_runs_stay')}
    </ConfirmDialog>
  );
}
