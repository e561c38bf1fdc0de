import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../shared/ConfirmDialog';

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
    <ConfirmDialog
      open={open}
      title={t('account_labels.delete_title')}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('account_labels.delete')}
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
      testIds={{ dialog: 'label-delete-dialog', cancel: 'label-delete-cancel', confirm: 'label-delete-confirm' }}
    >
      {t('account_labels.delete_confirm', { name, team: teamName })}
    </ConfirmDialog>
  );
}
