import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@kizuna/platform/errors';
import {
  ID_MAX,
  ListAccessLogsRequest,
  ListDataRequest,
  ProjectIdRequest,
  RegisterAnalyzeRequest,
  RegisterRequest,
  TEXT_MAX,
} from '@kizuna/http-api';
import { parseFields } from './parse-fields.js';

const badField = (field: string) => expect.objectContaining({ code: ErrorCode.BadRequest, params: { field } });

describe('parseFields', () => {
  it('reads JSON and query-string fields alike, blank fields taking the default', () => {
    expect(parseFields(ListDataRequest, { page: 3, is_ascending: 'true', search: 7 })).toEqual({
      search: '7',
      max_count: 25,
      page: 3,
      sort_key: 0,
      is_ascending: true,
      scope: 'all',
      login_user_id: '',
    });
    expect(parseFields(ListDataRequest, { page: '-1', max_count: '', sort_key: null, is_ascending: 0 })).toMatchObject({
      page: -1,
      max_count: 25,
      sort_key: 0,
      is_ascending: false,
    });
    expect(parseFields(RegisterAnalyzeRequest, { path_s3: 'uploads/u/x', opt2_col_index: '4' })).toMatchObject({
      path_s3: 'uploads/u/x',
      colindex_screen_name: -1,
      opt2_col_index: 4,
    });
  });

  it('refuses numbers no message field can hold, as bad input naming the field', () => {
    for (const page of [1e300, 2 ** 31, -(2 ** 31) - 1, '99999999999', 1.5, 'two']) {
      expect(() => parseFields(ListDataRequest, { page })).toThrow(badField('page'));
    }
  });

  it('names a missing required field, and refuses flags and strings of the wrong kind', () => {
    expect(() => parseFields(ProjectIdRequest, {})).toThrow(
      expect.objectContaining({ message: 'project_id is required', params: { field: 'project_id' } }),
    );
    expect(() => parseFields(ProjectIdRequest, { project_id: '' })).toThrow(badField('project_id'));
    expect(() => parseFields(ProjectIdRequest, { project_id: { $ne: 1 } })).toThrow(badField('project_id'));
    expect(() => parseFields(ListDataRequest, { is_ascending: 'maybe' })).toThrow(badField('is_ascending'));
  });

  it('names what a bounded number accepts, and a nested field by its own name', () => {
    expect(() => parseFields(ListAccessLogsRequest, { sort_key: 6 })).toThrow(
      expect.objectContaining({ message: 'sort_key must be 1 to 5', params: { field: 'sort_key' } }),
    );
    expect(() => parseFields(ListAccessLogsRequest, { page: -1 })).toThrow(
      expect.objectContaining({ message: 'page must be 0 or more', params: { field: 'page' } }),
    );
    expect(() => parseFields(RegisterRequest, { data: { user: { email: 'a@example.com' } } })).toThrow(
      expect.objectContaining({ message: 'username is required', params: { field: 'username' } }),
    );
  });

  it('refuses text past its maximum before anything reads it, naming the field and the limit', () => {
    const huge = `a@${'.'.repeat(1_000_000)}`;
    expect(() => parseFields(RegisterRequest, { data: { user: { username: 'a', email: huge } } })).toThrow(
      expect.objectContaining({
        message: `email must have at most ${TEXT_MAX} characters`,
        params: { field: 'email' },
      }),
    );
    expect(() => parseFields(ProjectIdRequest, { project_id: 'p'.repeat(ID_MAX + 1) })).toThrow(
      expect.objectContaining({
        message: `project_id must have at most ${ID_MAX} characters`,
        params: { field: 'project_id' },
      }),
    );
  });
});
