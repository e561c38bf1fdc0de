import { useTranslation } from 'react-i18next';
import type { Project } from '@kizuna/http-api';
import { RemovalSeriesNote } from '../series/RemovalSeriesNote';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { uploadIdentity } from './upload-identity';

interface Props {
  project: Project | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (project: Project) => void;
}

/** Confirms deleting a project: named by name, date and owner, with the series its runs are in. */
export function DeleteProjectDialog({ project, deleting, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={project !== null}
      title={t('files.delete_title')}
      cancelLabel={t('files.delete_cancel')}
      confirmLabel={t('files.delete_yes')}
      busy={deleting}
      onCancel={onCancel}
      onConfirm={() => project && onConfirm(project)}
      testIds={{ dialog: 'delete-dialog', cancel: 'delete-cancel', confirm: 'delete-confirm' }}
    >
      {project && uploadIdentity(project, t)}
      <br />
      {t('files.delete_cannot_revert')}
      {project && project.ProcessResult.length > 0 && (
        <RemovalSeriesNote processIds={project.ProcessResult.map((r) => r.process_id)} />
      )}
    </ConfirmDialog>
  );
}
