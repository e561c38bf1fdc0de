import { describe, expect, it } from '@jest/globals';
import { userListQuery, type UserListRequest } from './user-list-query.js';

const base: UserListRequest = { tab: 'users', search: '', page: 0, maxCount: 25, sortKey: 0, isAscending: true };

describe('userListQuery', () => {
  it('selects each tab’s accounts', () => {
    expect(userListQuery({ ...base, tab: 'applicants' }).filter).toEqual({ is_approved: false, is_deleted: false });
    expect(userListQuery(base).filter).toEqual({ is_approved: true, is_deleted: false });
    expect(userListQuery({ ...base, tab: 'deleted' }).filter).toEqual({ is_deleted: true });
    expect(userListQuery({ ...base, tab: 'nonsense' }).filter).toEqual({ is_approved: true, is_deleted: false });
  });

  it('searches name, e-mail and company code literally, ignoring case', () => {
    const { filter } = userListQuery({ ...base, search: ' a.b(c ' });
    expect(filter.$or).toEqual([
      { username: { $regex: 'a\\.b\\(c', $options: 'i' } },
      { email: { $regex: 'a\\.b\\(c', $options: 'i' } },
      { supplier_code: { $regex: 'a\\.b\\(c', $options: 'i' } },
    ]);
  });

  it('sorts by the spec’s keys with the id breaking ties, and pages', () => {
    expect(userListQuery(base).options).toEqual({ sort: { _id: 1 }, skip: 0, limit: 25 });
    expect(userListQuery({ ...base, sortKey: 5, isAscending: false, page: 2, maxCount: 50 }).options).toEqual({
      sort: { last_login_at: -1, _id: 1 },
      skip: 100,
      limit: 50,
    });
    expect(userListQuery({ ...base, sortKey: 6 }).options.sort).toEqual({ is_admin: 1, _id: 1 });
    expect(userListQuery({ ...base, sortKey: 99, maxCount: 7, page: -3 }).options).toEqual({
      sort: { _id: 1 },
      skip: 0,
      limit: 25,
    });
  });
});
