import { PASSWORD_MAX, PASSWORD_MIN } from '@kizuna/proto/rules';

export type PasswordProblem = 'validation.required' | 'validation.password_length' | 'validation.password_mismatch';

/** Spec §5 set-password form: required, at least PASSWORD_MIN characters, confirmed. Null when fine. */
export function passwordProblem(password: string, confirmation?: string): PasswordProblem | null {
  if (password === '') return 'validation.required';
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'validation.password_length';
  if (confirmation !== undefined && confirmation !== password) return 'validation.password_mismatch';
  return null;
}
