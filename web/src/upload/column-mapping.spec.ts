import { describe, it, expect } from '@jest/globals';
import { assignRole, type ColumnRole } from './column-mapping';

const blank = (n: number): ColumnRole[] => Array.from({ length: n }, () => '');

describe('assignRole', () => {
  it('sets the role of one column without touching the input array', () => {
    const roles = blank(3);
    const result = assignRole(roles, 1, 'time');
    expect(result).toEqual({ roles: ['', 'time', ''], error: null });
    expect(roles).toEqual(['', '', '']);
  });

  it('moves a unique role: the column that held it becomes blank', () => {
    let roles: ColumnRole[] = ['time', 'author', 'contents', ''];
    roles = assignRole(roles, 3, 'author').roles;
    expect(roles).toEqual(['time', '', 'contents', 'author']);
    roles = assignRole(roles, 0, 'contents').roles;
    expect(roles).toEqual(['contents', '', '', 'author']);
  });

  it('allows up to five Other columns and rejects a sixth, resetting that column', () => {
    let roles: ColumnRole[] = blank(7);
    for (let i = 0; i < 5; i++) {
      const r = assignRole(roles, i, 'other');
      expect(r.error).toBeNull();
      roles = r.roles;
    }
    roles = assignRole(roles, 6, 'followers').roles;
    const sixth = assignRole(roles, 6, 'other');
    expect(sixth.error).toBe('errors.please_select_5_others');
    expect(sixth.roles).toEqual(['other', 'other', 'other', 'other', 'other', '', '']);
  });

  it('re-choosing Other on a column that already is Other is not a sixth', () => {
    const roles: ColumnRole[] = ['other', 'other', 'other', 'other', 'other', 'time'];
    expect(assignRole(roles, 2, 'other')).toEqual({ roles, error: null });
  });

  it('clearing a column frees its role; other columns keep theirs', () => {
    const roles: ColumnRole[] = ['time', 'other', 'other'];
    expect(assignRole(roles, 1, '').roles).toEqual(['time', '', 'other']);
  });

  it('refuses a column index outside the table', () => {
    expect(() => assignRole(blank(2), 2, 'time')).toThrow(RangeError);
  });
});
