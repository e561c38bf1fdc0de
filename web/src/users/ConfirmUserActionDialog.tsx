import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UserListRow } from '../api/users-api';
import { USER_CONFIRMATIONS, type ConfirmedUserAction } from './user-confirmations';

interface Props {
  action: ConfirmedUserAction;
  row: UserListRow;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before declining an application or withdrawing an approval, naming the account. */
export function ConfirmUserActionDialog({ action, row, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const { titleKey, textKey, confirmKey } = USER_CONFIRMATIONS[action];
  return (
    <Dialog open onClose={onCancel} data-testid="confirm-user-action">
      <DialogTitle>{t(titleKey)}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {row.user_name} ({row.user_email})
          <br />
          {t(textKey)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="confirm-user-cancel">
          {t('common.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} data-testid="confirm-user-yes">
          {t(confirmKey)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
