import { describe, expect, it } from '@jest/globals';
import { assertProjectAccess, projectNotFound } from './project-access-error.js';

const project = { ownerId: 'owner', shares: [{ userId: 'viewer', role: 'viewer' }], companyCode: '' };
const thrown = (fn: () => void) => {
  try {
    fn();
  } catch (e) {
    const { code, message, params } = e as { code: string; message: string; params?: unknown };
    return { code, message, params };
  }
  return null;
};

describe('assertProjectAccess', () => {
  it('tells a stranger exactly what a missing project tells anyone', () => {
    const missing = thrown(() => {
      throw projectNotFound();
    });
    expect(missing?.code).toBe('errors.not_found');
    for (const action of ['view', 'edit', 'own'] as const)
      expect(thrown(() => assertProjectAccess({ userId: 'stranger' }, project, action))).toEqual(missing);
  });

  it('tells a viewer who may not change it that it is read-only (they know it exists)', () => {
    expect(thrown(() => assertProjectAccess({ userId: 'viewer' }, project, 'edit'))?.code).toBe(
      'errors.viewer_read_only',
    );
    expect(thrown(() => assertProjectAccess({ userId: 'viewer' }, project, 'view'))).toBeNull();
  });
});
