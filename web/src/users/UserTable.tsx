import { Table, TableBody, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UserListRow, UserTab } from '../api/users-api';
import { SortableHeadCell } from '../table/SortableHeadCell';
import { TablePager } from '../table/TablePager';
import type { PagedSearch } from '../table/usePagedSearch';
import { USER_COLUMNS } from './user-columns';
import { UserRow, type UserRowActions } from './UserRow';
import { EmptyTableRow } from '../table/EmptyTableRow';

interface Props {
  tab: UserTab;
  rows: UserListRow[];
  total: number;
  paging: PagedSearch;
  selfId: string;
  viewerIsAdmin: boolean;
  busy: boolean;
  actions: UserRowActions;
}

/** The paged, sortable account table of one /users tab. */
export function UserTable({ tab, rows, total, paging, selfId, viewerIsAdmin, busy, actions }: Props) {
  const { t } = useTranslation();
  const columns = USER_COLUMNS[tab];
  return (
    <>
      <TableContainer>
        <Table size="small" data-testid={`users-table-${tab}`}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <SortableHeadCell key={c.id} label={t(c.labelKey)} sortKey={c.sortKey} paging={paging} />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <UserRow
                key={row.login_user_id}
                row={row}
                tab={tab}
                columns={columns}
                selfId={selfId}
                viewerIsAdmin={viewerIsAdmin}
                busy={busy}
                actions={actions}
              />
            ))}
            {rows.length === 0 && <EmptyTableRow columns={columns.length} message={t('users.empty')} />}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager total={total} paging={paging} />
    </>
  );
}
