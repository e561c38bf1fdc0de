import { DomainError, ErrorCode } from '../errors/index.js';

export interface PlainBusError {
  code: string;
  message: string;
  params: Record<string, string>;
}

/**
 * What a failed request handler sends back: a DomainError keeps its code; anything else is an
 * internal error (its text stays in the service's log, not in the reply).
 */
export function toBusError(err: unknown): PlainBusError {
  if (err instanceof DomainError) return { code: err.code, message: err.message, params: err.params };
  if (
    err &&
    typeof err === 'object' &&
    'code' in err &&
    'message' in err &&
    typeof (err as { code: unknown }).code === 'string'
  ) {
    const e = err as { code: string; message: string; params?: Record<string, string> };
    if (e.code.includes('.')) return { code: e.code, message: String(e.message), params: e.params ?? {} };
  }
  return { code: ErrorCode.Internal, message: 'Internal server error', params: {} };
}
