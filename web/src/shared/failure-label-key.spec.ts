import { describe, it, expect } from '@jest/globals';
import { failureLabelKey } from './failure-label-key';

describe('failureLabelKey', () => {
  it('keys the spec failure codes', () => {
    expect(failureLabelKey('kw1002')).toBe('failure.kw1002');
    expect(failureLabelKey('cl_nd1009')).toBe('failure.cl_nd1009');
  });

  it('reads unknown or missing codes as none (check the data and upload again)', () => {
    expect(failureLabelKey('zz9999')).toBe('failure.none');
    expect(failureLabelKey(null)).toBe('failure.none');
    expect(failureLabelKey(undefined)).toBe('failure.none');
  });
});
