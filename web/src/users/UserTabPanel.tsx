import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usersApi, type UserListRow, type UserTab } from '../api/users-api';
import { useAppSelector } from '../app/useAppSelector';
import { TableToolbar } from '../table/TableToolbar';
import { usePagedSearch } from '../table/usePagedSearch';
import { ConfirmUserActionDialog } from './ConfirmUserActionDialog';
import { SupplierCodeDialog } from './SupplierCodeDialog';
import { TransferProjectsDialog } from './TransferProjectsDialog';
import type { ConfirmedUserAction } from './user-confirmations';
import { useAdminAction } from './useAdminAction';
import { USERS_DEFAULT_SORT } from './user-columns';
import { UserTable } from './UserTable';
import { USER_TABS } from './user-tabs';

/** One tab of /users: its own search, paging and sort, and the actions on its rows. */
export function UserTabPanel({ tab }: { tab: UserTab }) {
  const { t } = useTranslation();
  const selfId = useAppSelector((s) => s.session.userid) ?? '';
  const viewerIsAdmin = useAppSelector((s) => s.session.is_admin);
  const paging = usePagedSearch(USERS_DEFAULT_SORT);
  // With the search on a company code, the switch lists that team's label editors.
  const [labelEditorsOnly, setLabelEditorsOnly] = useState(false);
  const { data, isFetching, refetch } = usersApi.useListUsersQuery({
    tab,
    ...paging.query,
    label_editors: labelEditorsOnly,
  });
  const [approve, approving] = usersApi.useApproveUserMutation();
  const [remove, removing] = usersApi.useRemoveUserMutation();
  const [dismiss, dismissing] = usersApi.useDismissRestoreRequestMutation();
  const [setAdmin, settingAdmin] = usersApi.useSetAdminMutation();
  const [saveCode, savingCode] = usersApi.useUpdateSupplierCodeMutation();
  const [setLabelEditor, settingLabelEditor] = usersApi.useSetLabelEditorMutation();
  const [editing, setEditing] = useState<UserListRow | null>(null);
  const [handingOver, setHandingOver] = useState<UserListRow | null>(null);
  const [confirming, setConfirming] = useState<{ action: ConfirmedUserAction; row: UserListRow } | null>(null);
  const act = useAdminAction();
  const busy =
    approving.isLoading ||
    removing.isLoading ||
    dismissing.isLoading ||
    settingAdmin.isLoading ||
    savingCode.isLoading ||
    settingLabelEditor.isLoading;

  const actions = {
    approve: (row: UserListRow) => void act(() => approve({ id: row.login_user_id, state: true }), 'users.approved'),
    decline: (row: UserListRow) => setConfirming({ action: 'decline', row }),
    withdraw: (row: UserListRow) => setConfirming({ action: 'withdraw', row }),
    remove: (row: UserListRow) => void act(() => remove({ id: row.login_user_id, state: true }), 'users.deleted'),
    restore: (row: UserListRow) => void act(() => remove({ id: row.login_user_id, state: false }), 'users.restored'),
    dismissRestoreRequest: (row: UserListRow) =>
      void act(() => dismiss({ id: row.login_user_id }), 'users.request_dismissed'),
    setAdmin: (row: UserListRow, state: boolean) =>
      void act(() => setAdmin({ id: row.login_user_id, state }), state ? 'users.made_admin' : 'users.admin_revoked'),
    setLabelEditor: (row: UserListRow, state: boolean) =>
      void act(
        () => setLabelEditor({ id: row.login_user_id, state }),
        state ? 'users.label_editor_granted' : 'users.label_editor_withdrawn',
      ),
    editSupplierCode: setEditing,
    transferProjects: setHandingOver,
  };

  return (
    <>
      <TableToolbar paging={paging} name={`users-${tab}`} busy={isFetching} onRefresh={() => void refetch()}>
        <span style={{ flex: 1 }}>{t(USER_TABS.find((x) => x.id === tab)?.hintKey ?? '')}</span>
        {tab === 'users' && (
          <FormControlLabel
            control={
              <Switch
                checked={labelEditorsOnly}
                onChange={(e) => {
                  setLabelEditorsOnly(e.target.checked);
                  paging.setPage(0);
                }}
                slotProps={{ input: { 'data-testid': 'label-editors-only' } as object }}
              />
            }
            label={t('users.label_editors_only')}
          />
        )}
      </TableToolbar>
      <UserTable
        tab={tab}
        rows={data?.UsersResult ?? []}
        total={data?.stats.count_total ?? 0}
        paging={paging}
        selfId={selfId}
        viewerIsAdmin={viewerIsAdmin}
        busy={busy}
        actions={actions}
      />
      {confirming && (
        <ConfirmUserActionDialog
          action={confirming.action}
          row={confirming.row}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const { action, row } = confirming;
            setConfirming(null);
            const id = row.login_user_id;
            // Declining an application deletes the account; withdrawing un-approves it.
            if (action === 'decline') void act(() => remove({ id, state: true }), 'users.declined');
            else void act(() => approve({ id, state: false }), 'users.withdrawn');
          }}
        />
      )}
      {editing && (
        <SupplierCodeDialog
          row={editing}
          onCancel={() => setEditing(null)}
          onSave={(code) => {
            const id = editing.login_user_id;
            setEditing(null);
            void act(() => saveCode({ id, supplier_code: code }), 'users.supplier_code_saved');
          }}
        />
      )}
      {handingOver && <TransferProjectsDialog row={handingOver} onClose={() => setHandingOver(null)} />}
    </>
  );
}
