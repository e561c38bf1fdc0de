import type { UserTab } from '../api/users-api';

export interface UserColumn {
  id:
    | 'admin_marker'
    | 'user_name'
    | 'user_email'
    | 'supplier_code'
    | 'label_editor'
    | 'created_at'
    | 'lastlogin_at'
    | 'restore'
    | 'actions';
  labelKey: string;
  /** list_users sort_key (spec §7), or null when the column cannot be sorted. */
  sortKey: number | null;
}

const MARKER: UserColumn = { id: 'admin_marker', labelKey: 'users.col_role', sortKey: 6 };
const NAME: UserColumn = { id: 'user_name', labelKey: 'users.col_name', sortKey: 1 };
const EMAIL: UserColumn = { id: 'user_email', labelKey: 'users.col_email', sortKey: 2 };
const COMPANY: UserColumn = { id: 'supplier_code', labelKey: 'users.col_supplier_code', sortKey: 3 };
const LABEL_EDITOR: UserColumn = { id: 'label_editor', labelKey: 'users.col_label_editor', sortKey: null };
const CREATED: UserColumn = { id: 'created_at', labelKey: 'users.col_created_at', sortKey: 4 };
const LAST_LOGIN: UserColumn = { id: 'lastlogin_at', labelKey: 'users.col_lastlogin_at', sortKey: 5 };
const RESTORE: UserColumn = { id: 'restore', labelKey: 'users.col_restore_request', sortKey: null };
const ACTIONS: UserColumn = { id: 'actions', labelKey: 'users.col_actions', sortKey: null };

/** The columns of each tab of /users. */
export const USER_COLUMNS: Record<UserTab, UserColumn[]> = {
  applicants: [NAME, EMAIL, COMPANY, CREATED, ACTIONS],
  users: [MARKER, NAME, EMAIL, COMPANY, LABEL_EDITOR, CREATED, LAST_LOGIN, ACTIONS],
  deleted: [NAME, EMAIL, COMPANY, CREATED, RESTORE, ACTIONS],
};

/** Spec §9: the user table opens sorted by login_user_id ascending. */
export const USERS_DEFAULT_SORT = { sortKey: 0, ascending: true };
