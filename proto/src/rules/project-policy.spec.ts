import { describe, expect, it } from '@jest/globals';
import { ProjectPolicy, type ProjectAction } from './project-policy.js';

const project = {
  ownerId: 'owner',
  shares: [
    { userId: 'ed', role: 'editor' },
    { userId: 'vi', role: 'viewer' },
  ],
  companyCode: 'K-7',
};
const actions: ProjectAction[] = ['view', 'edit', 'own'];
const allowed = (actor: Parameters<typeof ProjectPolicy.can>[0]) =>
  actions.filter((a) => ProjectPolicy.can(actor, project, a));

describe('ProjectPolicy', () => {
  it('gives the owner and admins everything, an editor view and edit, a viewer view', () => {
    expect(allowed({ userId: 'owner' })).toEqual(['view', 'edit', 'own']);
    expect(allowed({ userId: 'someone', isAdmin: true })).toEqual(['view', 'edit', 'own']);
    expect(allowed({ userId: 'ed' })).toEqual(['view', 'edit']);
    expect(allowed({ userId: 'vi' })).toEqual(['view']);
  });

  it('makes every user of the shared company code a viewer, and nobody else anything', () => {
    expect(allowed({ userId: 'mate', supplierCode: 'K-7' })).toEqual(['view']);
    expect(allowed({ userId: 'other', supplierCode: 'K-8' })).toEqual([]);
    expect(allowed({ userId: 'nocode', supplierCode: '' })).toEqual([]);
    expect(allowed({ userId: 'mate', supplierCode: '' })).toEqual([]);
    expect(ProjectPolicy.role({ userId: 'x', supplierCode: '' }, { ownerId: 'o', companyCode: '' })).toBeNull();
    expect(allowed(undefined)).toEqual([]);
    expect(allowed({ userId: '' })).toEqual([]);
  });

  it('keeps an editor share stronger than the company viewer role, and the owner above an admin', () => {
    expect(ProjectPolicy.role({ userId: 'ed', supplierCode: 'K-7' }, project)).toBe('editor');
    expect(ProjectPolicy.role({ userId: 'owner', isAdmin: true }, project)).toBe('owner');
    expect(ProjectPolicy.role({ userId: 'x', isAdmin: true }, project)).toBe('admin');
  });
});
