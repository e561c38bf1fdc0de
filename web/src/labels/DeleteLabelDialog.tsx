import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  /** The label's name and its team's name as shown, so the deletion says what it takes off whom. */
  name: string;
  teamName: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a label is deleted: it goes from every account of the team, in every project. */
export function DeleteLabelDialog({ open, name, teamName, deleting, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} data-testid="label-delete-dialog">
      <DialogTitle>{t('account_labels.delete_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('account_labels.delete_confirm', { name, team: teamName })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="label-delete-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={deleting}
          onClick={onConfirm}
          data-testid="label-delete-confirm"
        >
          {t('account_labels.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
