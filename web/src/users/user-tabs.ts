import type { UserTab } from '../api/users-api';

/** The tabs of /users (spec §2), each with its label and the line that says what it lists. */
export const USER_TABS: ReadonlyArray<{ id: UserTab; labelKey: string; hintKey: string }> = [
  { id: 'applicants', labelKey: 'users.tab_applicants', hintKey: 'users.hint_applicants' },
  { id: 'users', labelKey: 'users.tab_users', hintKey: 'users.hint_users' },
  { id: 'deleted', labelKey: 'users.tab_deleted', hintKey: 'users.hint_deleted' },
];
