import { ErrorCode } from './error-code.js';

/**
 * An expected failure with a code the user can be told about. Services throw these; the bus
 * carries code, message and params across; the gateway maps the code to an HTTP status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly params: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export { ErrorCode };
