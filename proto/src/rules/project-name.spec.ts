import { describe, expect, it } from '@jest/globals';
import { PROJECT_NAME_MAX, projectNameProblem } from './project-name.js';

describe('projectNameProblem', () => {
  it('asks for a name when there is none', () => {
    expect(projectNameProblem('')).toBe('files.name_required');
    expect(projectNameProblem(' \t ')).toBe('files.name_required');
  });

  it('counts characters as a user does: 100 emoji fit, 101 do not', () => {
    expect(projectNameProblem('😀'.repeat(PROJECT_NAME_MAX))).toBeNull();
    expect(projectNameProblem('😀'.repeat(PROJECT_NAME_MAX + 1))).toBe('errors.name_too_long');
    expect(projectNameProblem('あ'.repeat(100))).toBeNull();
    expect(projectNameProblem('a'.repeat(101))).toBe('errors.name_too_long');
  });

  it('ignores surrounding blanks', () => {
    expect(projectNameProblem(`  ${'a'.repeat(100)}  `)).toBeNull();
  });
});
