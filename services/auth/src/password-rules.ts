import { PASSWORD_MAX, PASSWORD_MIN } from '@kizuna/proto/rules';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { COMMON_PASSWORDS } from './common-passwords.js';

/** Spec §5: at least PASSWORD_MIN characters; also refused: the most common passwords and the e-mail address. */
export function assertUsablePassword(password: string, email: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX)
    throw new DomainError(
      ErrorCode.PasswordLength,
      `The password must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
      { min: String(PASSWORD_MIN), max: String(PASSWORD_MAX) },
    );
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || lower === email.toLowerCase() || lower === email.split('@')[0].toLowerCase())
    throw new DomainError(ErrorCode.PasswordCommon, 'This password is too easy to guess. Please choose another.');
}
