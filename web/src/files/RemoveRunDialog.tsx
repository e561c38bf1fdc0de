import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Project, Run } from '@kizuna/http-api';

interface Props {
  target: { project: Project; run: Run } | null;
  removing: boolean;
  onCancel: () => void;
  onConfirm: (run: Run) => void;
}

/** Confirms removing one run of a project: its results go, the project and its other runs stay. */
export function RemoveRunDialog({ target, removing, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={target !== null} onClose={onCancel} data-testid="remove-run-dialog">
      <DialogTitle>{t('files.delete_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {target && `${target.project.project_name} · ${t('files.run_k', { k: target.run.total_cluster })}`}
          <br />
          {t('files.run_remove_note')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="remove-run-cancel">
          {t('files.delete_cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={removing}
          onClick={() => target && onConfirm(target.run)}
          data-testid="remove-run-confirm"
        >
          {t('files.run_remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
