import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@kizuna/platform/errors';
import { intField } from './body-fields.js';

describe('intField', () => {
  it('reads whole numbers from JSON and from query strings', () => {
    expect(intField({ page: 3 }, 'page', 0)).toBe(3);
    expect(intField({ page: '-1' }, 'page', 0)).toBe(-1);
    expect(intField({}, 'page', 7)).toBe(7);
  });

  it('refuses numbers no message field can hold, as bad input naming the field', () => {
    for (const page of [1e300, 2 ** 31, -(2 ** 31) - 1, '99999999999', 1.5]) {
      expect(() => intField({ page }, 'page', 0)).toThrow(
        expect.objectContaining({ code: ErrorCode.BadRequest, params: { field: 'page' } }),
      );
    }
  });
});
