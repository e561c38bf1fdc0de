import { DomainError } from './domain-error.js';
import { ErrorCode } from './error-code.js';

/**
 * The time-window rule (both ends finite, the end not before the start) as the error a service
 * answers with, or null for a good window. The gateway checks it before asking; the analysis
 * service checks it again for whoever else asks over the bus.
 */
export function timeWindowError(start: number, end: number): DomainError | null {
  if (Number.isFinite(start) && Number.isFinite(end) && start <= end) return null;
  return new DomainError(ErrorCode.TimeWindowInvalid, 'The time window must not end before it starts.', {
    date_start: String(start),
    date_end: String(end),
  });
}
