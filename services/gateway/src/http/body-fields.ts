import { DomainError, ErrorCode } from '@kizuna/platform/errors';

type Source = Record<string, unknown> | undefined;

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

function bad(field: string, what: string): DomainError {
  return new DomainError(ErrorCode.BadRequest, `${field} ${what}`, { field });
}

/** Request fields arrive as JSON or as query strings; these read them strictly, naming the field at fault. */
export function stringField(
  src: Source,
  field: string,
  options: { required?: boolean; fallback?: string } = {},
): string {
  const v = src?.[field];
  if (v === undefined || v === null || v === '') {
    if (options.required) throw bad(field, 'is required');
    return options.fallback ?? '';
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw bad(field, 'must be a string');
  return String(v);
}

export function intField(src: Source, field: string, fallback: number): number {
  const v = src?.[field];
  if (v === undefined || v === null || v === '') return fallback;
  const n = typeof v === 'number' ? v : Number(v);
  // Every number field travels as a protobuf int32; a larger one must not reach the encoder.
  if (!Number.isInteger(n) || n < INT32_MIN || n > INT32_MAX) throw bad(field, 'must be a whole number');
  return n;
}

export function boolField(src: Source, field: string, fallback: boolean): boolean {
  const v = src?.[field];
  if (v === undefined || v === null || v === '') return fallback;
  if (v === true || v === 1 || v === 'true' || v === '1') return true;
  if (v === false || v === 0 || v === 'false' || v === '0') return false;
  throw bad(field, 'must be true or false');
}
