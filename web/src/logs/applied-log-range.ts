import { parseMaskedDateTime } from '../time/masked-date-time';

export interface LogRangeInput {
  start: string;
  end: string;
}

/**
 * The range to ask for: the one typed once both ends are whole, real times with the start not
 * after the end; until then the last such range stays (a half-typed date asks nothing new).
 */
export function appliedLogRange(typed: LogRangeInput, previous: LogRangeInput): LogRangeInput {
  const start = parseMaskedDateTime(typed.start);
  const end = parseMaskedDateTime(typed.end);
  if (start === null || end === null || start > end) return previous;
  return typed.start === previous.start && typed.end === previous.end ? previous : typed;
}

/** Whether both ends are whole, real times with the start after the end: said, never silently ignored. */
export function isInvertedLogRange(typed: LogRangeInput): boolean {
  const start = parseMaskedDateTime(typed.start);
  const end = parseMaskedDateTime(typed.end);
  return start !== null && end !== null && start > end;
}
