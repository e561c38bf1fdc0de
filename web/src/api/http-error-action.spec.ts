import { describe, it, expect } from '@jest/globals';
import { httpErrorAction } from './http-error-action';

describe('httpErrorAction', () => {
  it('logs out on 401, goes to not found on 404, toasts the rest', () => {
    expect(httpErrorAction(401)).toBe('logout');
    expect(httpErrorAction(404)).toBe('not_found');
    expect(httpErrorAction(403)).toBe('toast');
    expect(httpErrorAction(500)).toBe('toast');
    expect(httpErrorAction('FETCH_ERROR')).toBe('toast');
  });
});
