import { describe, expect, it } from '@jest/globals';
import { isOwnUploadKey, newUploadKey, uploadTime } from './upload-key.js';

describe('upload keys', () => {
  it('keep the file name readable but safe', () => {
    const key = newUploadKey('u1', '../投稿 データ(1).csv', 1_763_000_000_000);
    expect(key).toMatch(/^uploads\/u1\/1763000000000-[0-9a-f-]{36}\/_投稿_データ_1_\.csv$/);
    expect(uploadTime(key)).toBe(1_763_000_000_000);
    expect(uploadTime('uploads/u1/x/a.csv')).toBeNull();
  });
  it('belong only to the user they were made for', () => {
    const key = newUploadKey('u1', 'a.csv');
    expect(isOwnUploadKey(key, 'u1')).toBe(true);
    expect(isOwnUploadKey(key, 'u2')).toBe(false);
    expect(isOwnUploadKey('uploads/u1/../u2/x/a.csv', 'u1')).toBe(false);
    expect(isOwnUploadKey('uploads/u1/1763000000000-00000000-0000-0000-0000-000000000000/..', 'u1')).toBe(false);
    expect(isOwnUploadKey('uploads/u1/x/a.csv', 'u1')).toBe(false);
  });
  it('accept file names with a run of dots, as users name them', () => {
    const key = newUploadKey('u1', 'report..csv');
    expect(key.endsWith('/report..csv')).toBe(true);
    expect(isOwnUploadKey(key, 'u1')).toBe(true);
  });
});
