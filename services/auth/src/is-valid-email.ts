import { isEmailAddress } from '@kizuna/proto/rules';

/** The same rule the forms use (@kizuna/proto/rules): length first, then a linear shape check. */
export function isValidEmail(email: string): boolean {
  return isEmailAddress(email);
}
