import { describe, it, expect } from '@jest/globals';
import { projectNameProblem } from './project-name';

describe('projectNameProblem', () => {
  it('requires a name that is not only spaces', () => {
    expect(projectNameProblem('')).toBe('files.name_required');
    expect(projectNameProblem(' \t ')).toBe('files.name_required');
  });

  it('allows exactly 100 characters, Japanese included, and refuses 101', () => {
    expect(projectNameProblem('あ'.repeat(100))).toBeNull();
    expect(projectNameProblem('a'.repeat(101))).toBe('files.name_too_long');
    expect(projectNameProblem(`  ${'a'.repeat(100)}  `)).toBeNull();
  });

  it('counts an emoji as one character', () => {
    expect(projectNameProblem('😀'.repeat(100))).toBeNull();
  });
});
