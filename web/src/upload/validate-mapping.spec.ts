import { describe, it, expect } from '@jest/globals';
import { validateMapping } from './validate-mapping';

describe('validateMapping', () => {
  it('lists the missing required roles in the order Time, AuthorId, Contents', () => {
    expect(validateMapping(['contents', '', 'followers'], [3])).toEqual({
      kind: 'missing_columns',
      missing: ['time', 'author'],
    });
    expect(validateMapping([], [])).toEqual({ kind: 'missing_columns', missing: ['time', 'author', 'contents'] });
  });

  it('checks the k choice only after the columns are complete', () => {
    expect(validateMapping(['author', 'time', 'contents'], [])).toEqual({ kind: 'no_cluster_count' });
  });

  it('accepts a complete mapping with Followers and Others optional', () => {
    expect(validateMapping(['author', 'time', 'contents'], [3])).toBeNull();
    expect(validateMapping(['other', 'author', 'followers', 'time', 'contents'], [3, 6, 10])).toBeNull();
  });
});
