import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListRow } from '../api/users-api';

const SUPPLIER_CODE_MAX = 50;

interface Props {
  row: UserListRow;
  onCancel(): void;
  onSave(code: string): void;
}

/** Sets an account's company code (supplier_code), shown in the user list. */
export function SupplierCodeDialog({ row, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState(row.supplier_code);
  const tooLong = [...code.trim()].length > SUPPLIER_CODE_MAX;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!tooLong) onSave(code.trim());
  };
  return (
    <Dialog open onClose={onCancel} slotProps={{ paper: { component: 'form', onSubmit: submit } as object }}>
      <DialogTitle>{t('users.edit_supplier_code_for', { name: row.user_name })}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label={t('users.col_supplier_code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={tooLong}
          helperText={tooLong ? t('users.supplier_code_too_long', { max: SUPPLIER_CODE_MAX }) : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'supplier-code-input' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={tooLong} data-testid="supplier-code-save">
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
