import { PAGE_SIZES } from '@kizuna/proto/rules';
import type { Filter, FindOptions } from '@kizuna/platform/documents';
import type { UserRecord } from './user-record.js';

export type UserTab = 'applicants' | 'users' | 'deleted';

export interface UserListRequest {
  tab: string;
  search: string;
  page: number;
  maxCount: number;
  sortKey: number;
  isAscending: boolean;
  /** Only the label editors (with the search on a company code: a team's). */
  labelEditors?: boolean;
}

/** Spec §7 list_users sort_key → the stored field; unknown keys fall back to 0 (login_user_id). */
const SORT_FIELDS: ReadonlyArray<keyof UserRecord> = [
  '_id',
  'username',
  'email',
  'supplier_code',
  'created_at',
  'last_login_at',
  'is_admin',
];

const TAB_FILTERS: Record<UserTab, Filter<UserRecord>> = {
  applicants: { is_approved: false, is_deleted: false },
  users: { is_approved: true, is_deleted: false },
  deleted: { is_deleted: true },
};

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The filter and page of one user-administration tab: search in name, e-mail and company code. */
export function userListQuery(req: UserListRequest): { filter: Filter<UserRecord>; options: FindOptions } {
  const tab: UserTab = req.tab in TAB_FILTERS ? (req.tab as UserTab) : 'users';
  const search = req.search.trim().slice(0, 200);
  const filter: Filter<UserRecord> = search
    ? {
        ...TAB_FILTERS[tab],
        $or: ['username', 'email', 'supplier_code'].map((field) => ({
          [field]: { $regex: escapeRegex(search), $options: 'i' },
        })),
      }
    : { ...TAB_FILTERS[tab] };
  if (req.labelEditors) filter.label_editor = true;
  const field = SORT_FIELDS[req.sortKey] ?? SORT_FIELDS[0];
  const size = PAGE_SIZES.includes(req.maxCount) ? req.maxCount : PAGE_SIZES[0];
  const page = Math.max(0, Math.trunc(req.page) || 0);
  const direction = req.isAscending ? 1 : -1;
  // The id breaks ties, so a page never repeats or skips a row of equal sort value.
  const sort = field === '_id' ? { _id: direction } : { [field]: direction, _id: 1 as const };
  return { filter, options: { sort: sort as FindOptions['sort'], skip: page * size, limit: size } };
}
