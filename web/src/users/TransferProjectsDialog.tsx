import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { SHARE_PREFIX_MIN } from '@kizuna/proto/rules';
import { useTranslation } from 'react-i18next';
import { errorText, type FailedCall } from '../api/error-text';
import { sharingApi } from '../api/sharing-api';
import { usersApi, type UserListRow } from '../api/users-api';
import { translator } from '../i18n/translator';
import { useDebouncedValue } from '../table/useDebouncedValue';
import { useToast } from '../toasts/useToast';

/** Waits this long after typing before asking for addresses. */
const AUTOCOMPLETE_SETTLE_MS = 250;

interface Props {
  row: UserListRow;
  onClose(): void;
}

/** The refusal in the user's language; "same person" gets words about handing over, not sharing. */
function refusalText(error: FailedCall): string {
  const code = (error.data as { code?: unknown } | undefined)?.code;
  return code === 'errors.share_self' ? translator.t('users.transfer_self') : errorText(error, translator);
}

/**
 * Hands every project of an account (a departed colleague's, issue 30 item 5) to an approved
 * user. Refusals stay in the dialog so the admin can correct the address without starting over.
 */
export function TransferProjectsDialog({ row, onClose }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [refusal, setRefusal] = useState('');
  const prefix = useDebouncedValue(email.trim(), AUTOCOMPLETE_SETTLE_MS);
  const { data: candidates } = sharingApi.useShareCandidatesQuery(
    { prefix },
    { skip: prefix.length < SHARE_PREFIX_MIN },
  );
  const [transfer, transferring] = sharingApi.useTransferProjectsMutation();
  const [checkAdmin, checking] = usersApi.useLazyIsAdminQuery();
  const busy = transferring.isLoading || checking.isFetching;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const to = email.trim();
    if (to === '' || busy) return;
    setRefusal('');
    // Spec §6: an admin action first asks whether the caller is still an admin (the server checks again).
    const check = await checkAdmin(undefined, false);
    if (!check.data?.data.is_admin) {
      if (!check.error) setRefusal(t('errors.forbidden'));
      return;
    }
    const answer = await transfer({ from_user_id: row.login_user_id, to_email: to });
    if (answer.error) {
      setRefusal(refusalText(answer.error as FailedCall));
      return;
    }
    const { count } = answer.data;
    toast('success', count === 0 ? t('users.transferred_none') : t('users.transferred', { count }));
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      data-testid="transfer-dialog"
      slotProps={{ paper: { component: 'form', onSubmit: (e: FormEvent) => void submit(e) } as object }}
    >
      <DialogTitle>{t('users.transfer_title', { name: row.user_name, email: row.user_email })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('users.transfer_text')}</DialogContentText>
        <Autocomplete
          freeSolo
          options={candidates?.emails ?? []}
          inputValue={email}
          onInputChange={(_e, value) => {
            setEmail(value);
            setRefusal('');
          }}
          filterOptions={(options) => options}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('users.transfer_to')}
              error={refusal !== ''}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, maxLength: 254, 'data-testid': 'transfer-email' },
              }}
            />
          )}
        />
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="transfer-error">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="transfer-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={email.trim() === ''}
          loading={busy}
          data-testid="transfer-submit"
        >
          {t('users.transfer_submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
