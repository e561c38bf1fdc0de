import { useTranslation } from 'react-i18next';
import type { Project, Run } from '@kizuna/http-api';
import { RemovalSeriesNote } from '../series/RemovalSeriesNote';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { uploadIdentity } from './upload-identity';

interface Props {
  target: { project: Project; run: Run } | null;
  removing: boolean;
  onCancel: () => void;
  onConfirm: (run: Run) => void;
}

/**
 * Confirms removing one run of a project: its results go, the project and its other runs stay.
 * It names the upload by name, date and owner, and the series the run is in.
 */
export function RemoveRunDialog({ target, removing, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={target !== null}
      title={t('files.delete_title')}
      cancelLabel={t('files.delete_cancel')}
      confirmLabel={t('files.run_remove')}
      busy={removing}
      onCancel={onCancel}
      onConfirm={() => target && onConfirm(target.run)}
      testIds={{ dialog: 'remove-run-dialog', cancel: 'remove-run-cancel', confirm: 'remove-run-confirm' }}
    >
      {target && `${uploadIdentity(target.project, t)} · ${t('files.run_k', { k: target.run.total_cluster })}`}
      <br />
      {t('files.run_remove_note')}
      {target && <RemovalSeriesNote processIds={[target.run.process_id]} />}
    </ConfirmDialog>
  );
}
