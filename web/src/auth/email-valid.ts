import { isEmailAddress } from '@kizuna/proto/rules';

export type FieldProblem = 'validation.required' | 'validation.email';

/** Spec §5: an email field is required and must be valid (the server's rule, length before shape). Null when fine. */
export function emailProblem(value: string): FieldProblem | null {
  const v = value.trim();
  if (v === '') return 'validation.required';
  return isEmailAddress(v) ? null : 'validation.email';
}
