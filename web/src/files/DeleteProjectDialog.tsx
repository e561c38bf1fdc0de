import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Project } from '@kizuna/http-api';

interface Props {
  project: Project | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (project: Project) => void;
}

export function DeleteProjectDialog({ project, deleting, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={project !== null} onClose={onCancel} data-testid="delete-dialog">
      <DialogTitle>{t('files.delete_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {project?.project_name}
          <br />
          {t('files.delete_cannot_revert')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="delete-cancel">
          {t('files.delete_cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={deleting}
          onClick={() => project && onConfirm(project)}
          data-testid="delete-confirm"
        >
          {t('files.delete_yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
