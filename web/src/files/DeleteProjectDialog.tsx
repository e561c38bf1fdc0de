import { useTranslation } from 'react-i18next';
import type { Project } from '@kizuna/http-api';
import { ConfirmDialog } from '../shared/ConfirmDialog';

interface Props {
  project: Project | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (project: Project) => void;
}

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
      {project?.project_name}
      <br />
      {t('files.delete_cannot_revert')}
    </ConfirmDialog>
  );
}
