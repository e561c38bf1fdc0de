import CircleIcon from '@mui/icons-material/Circle';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Checkbox, IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UserListRow, UserTab } from '../api/users-api';
import { formatTokyo } from '../time/format-tokyo';
import type { UserColumn } from './user-columns';

export interface UserRowActions {
  approve(row: UserListRow): void;
  /** Asks first, then deletes the application (the account goes to the deleted tab). */
  decline(row: UserListRow): void;
  /** Asks first, then moves the account back among the applicants, ending its sessions. */
  withdraw(row: UserListRow): void;
  remove(row: UserListRow): void;
  restore(row: UserListRow): void;
  dismissRestoreRequest(row: UserListRow): void;
  setAdmin(row: UserListRow, state: boolean): void;
  editSupplierCode(row: UserListRow): void;
  /** Grants or withdraws the right to change the labels of the account's team (its company code). */
  setLabelEditor(row: UserListRow, state: boolean): void;
  /** Opens the dialog that hands the account's projects to another user. */
  transferProjects(row: UserListRow): void;
}

interface Props {
  row: UserListRow;
  tab: UserTab;
  columns: UserColumn[];
  /** The signed-in admin's own id: they cannot delete themselves or change their own role. */
  selfId: string;
  viewerIsAdmin: boolean;
  busy: boolean;
  actions: UserRowActions;
}

const time = (iso: string) => (iso ? formatTokyo(Date.parse(iso)) : '');

/** One account in a /users tab, with the actions that tab offers (spec §2, §6). */
export function UserRow({ row, tab, columns, selfId, viewerIsAdmin, busy, actions }: Props) {
  const { t } = useTranslation();
  const self = row.login_user_id === selfId;
  const isAdmin = row.role === 1;
  // Handing over fits approved and deleted accounts; the admin's own projects stay theirs.
  const transfer = (
    <Button
      size="small"
      disabled={busy || self}
      onClick={() => actions.transferProjects(row)}
      data-testid="transfer-projects"
    >
      {t('users.transfer')}
    </Button>
  );
  const cell = (column: UserColumn) => {
    switch (column.id) {
      case 'admin_marker':
        return isAdmin ? (
          <Tooltip title={t('users.admin')}>
            <CircleIcon color="primary" fontSize="small" data-testid="admin-marker" aria-label={t('users.admin')} />
          </Tooltip>
        ) : null;
      case 'user_name':
        return row.user_name;
      case 'user_email':
        return row.user_email;
      case 'supplier_code':
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {row.supplier_code || '-'}
            <IconButton
              size="small"
              aria-label={t('users.edit_supplier_code')}
              onClick={() => actions.editSupplierCode(row)}
              data-testid="edit-supplier-code"
            >
              <EditIcon fontSize="inherit" />
            </IconButton>
          </Box>
        );
      case 'label_editor':
        return (
          <Checkbox
            checked={row.label_editor}
            disabled={busy || !viewerIsAdmin}
            onChange={(e) => actions.setLabelEditor(row, e.target.checked)}
            slotProps={{
              input: {
                'aria-label': t('users.label_editor_of', { name: row.user_name }),
                'data-testid': 'label-editor-checkbox',
              } as object,
            }}
          />
        );
      case 'created_at':
        return time(row.created_at);
      case 'lastlogin_at':
        return time(row.lastlogin_at);
      case 'restore':
        return row.restore_requested_at ? t('users.restore_requested', { time: time(row.restore_requested_at) }) : '';
      case 'actions':
        return (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {tab === 'applicants' && (
              <Button
                size="small"
                variant="contained"
                disabled={busy}
                onClick={() => actions.approve(row)}
                data-testid="approve-user"
              >
                {t('users.approve')}
              </Button>
            )}
            {tab === 'applicants' && (
              <Button
                size="small"
                color="error"
                disabled={busy}
                onClick={() => actions.decline(row)}
                data-testid="decline-user"
              >
                {t('users.decline')}
              </Button>
            )}
            {tab === 'users' && (
              <>
                <Checkbox
                  checked={isAdmin}
                  disabled={busy || self || !viewerIsAdmin}
                  onChange={(e) => actions.setAdmin(row, e.target.checked)}
                  slotProps={{ input: { 'aria-label': t('users.admin'), 'data-testid': 'admin-checkbox' } as object }}
                />
                <Button
                  size="small"
                  disabled={busy || self}
                  onClick={() => actions.withdraw(row)}
                  data-testid="withdraw-approval"
                >
                  {t('users.withdraw')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={busy || self}
                  onClick={() => actions.remove(row)}
                  data-testid="delete-user"
                >
                  {t('users.delete')}
                </Button>
                {transfer}
              </>
            )}
            {tab === 'deleted' && (
              <>
                <Button
                  size="small"
                  variant="contained"
                  disabled={busy}
                  onClick={() => actions.restore(row)}
                  data-testid="restore-user"
                >
                  {t('users.restore')}
                </Button>
                {row.restore_requested_at && (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => actions.dismissRestoreRequest(row)}
                    data-testid="dismiss-restore"
                  >
                    {t('users.dismiss_request')}
                  </Button>
                )}
                {transfer}
              </>
            )}
          </Box>
        );
    }
  };
  return (
    <TableRow hover data-testid="user-row" data-email={row.user_email}>
      {columns.map((c) => (
        <TableCell key={c.id}>{cell(c)}</TableCell>
      ))}
    </TableRow>
  );
}
