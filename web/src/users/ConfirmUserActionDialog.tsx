import { useTranslation } from 'react-i18next';
import type { UserListRow } from '../api/users-api';
import { ConfirmDialog } from '../shared/ConfirmDialog';
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
    <ConfirmDialog
      open
      title={t(titleKey)}
      cancelLabel={t('common.cancel')}
      confirmLabel={t(confirmKey)}
      onCancel={onCancel}
      onConfirm={onConfirm}
      testIds={{ dialog: 'confirm-user-action', cancel: 'confirm-user-cancel', confirm: 'confirm-user-yes' }}
    >
      {row.user_name} ({row.user_email})
      <br />
      {t(textKey)}
    </ConfirmDialog>
  );
}
