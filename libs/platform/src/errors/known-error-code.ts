import { ErrorCode } from './error-code.js';

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(ErrorCode));

/**
 * Whether a code received from outside the type system (another process, a decoded message) is
 * one of ours. Callers turn an unknown code into ErrorCode.Internal and log it: it means the two
 * sides disagree on the contract, and a user must not see an untranslatable key.
 */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}
