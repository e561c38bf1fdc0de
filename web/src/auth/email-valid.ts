// Pragmatic shape check (one @, no spaces, a dot in the domain); the server is the real judge.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type FieldProblem = 'validation.required' | 'validation.email';

/** Spec §5: an email field is required and must be valid. Null when fine. */
export function emailProblem(value: string): FieldProblem | null {
  const v = value.trim();
  if (v === '') return 'validation.required';
  return EMAIL.test(v) ? null : 'validation.email';
}
