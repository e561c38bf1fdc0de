/** Spec §5 and §9: a project name is required and at most this many characters. */
export const PROJECT_NAME_MAX = 100;

/**
 * Why a project name is refused, as the i18n key the form and the server both answer with
 * (the server's ErrorCode values are the same keys).
 */
export type ProjectNameProblem = 'files.name_required' | 'errors.name_too_long';

/**
 * The name rule, counted in code points after trimming: a user counts an emoji as one character,
 * where `String.length` counts two.
 */
export function projectNameProblem(name: string): ProjectNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'files.name_required';
  return codePointLength(trimmed) > PROJECT_NAME_MAX ? 'errors.name_too_long' : null;
}

function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}
