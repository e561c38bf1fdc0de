import { describe, expect, it } from '@jest/globals';
import { databaseStatusKey } from './database-status-key';

describe('databaseStatusKey', () => {
  it('says checking while there is no answer, success for 1, an error for anything else', () => {
    expect(databaseStatusKey(null)).toBe('mysql.status_2');
    expect(databaseStatusKey(1)).toBe('mysql.status_1');
    expect(databaseStatusKey(0)).toBe('mysql.status_0');
    expect(databaseStatusKey(7)).toBe('mysql.status_0');
  });
});
