export const PROJECT_NAME_MAX = 100;

export type ProjectNameProblem = 'files.name_required' | 'files.name_too_long';

/** Spec §5: the project name is required and at most 100 characters (counted as code points). */
export function projectNameProblem(name: string): ProjectNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'files.name_required';
  return [...trimmed].length > PROJECT_NAME_MAX ? 'files.name_too_long' : null;
}
