import type { z } from 'zod';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';

type Source = Record<string, unknown> | undefined;
type Kind = 'string' | 'number' | 'boolean' | 'other';

/** A request field's own schema under its default/optional wrappers. */
function unwrap(field: z.ZodType): z.ZodType {
  let inner = field;
  for (;;) {
    const def = inner.def as { type: string; innerType?: z.ZodType };
    if (!(def.type === 'default' || def.type === 'optional' || def.type === 'nullable') || !def.innerType) return inner;
    inner = def.innerType;
  }
}

/** The scalar type a request field holds under its default/optional wrappers. */
function kindOf(field: z.ZodType | undefined): Kind {
  const type = field ? (unwrap(field).def as { type: string }).type : 'other';
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'other';
}

/**
 * An optional text field without a default keeps a blank value: the blank is the request (a
 * blank community name is refused as such downstream), not a field left out.
 */
function keepsBlank(field: z.ZodType): boolean {
  return (field.def as { type: string }).type === 'optional' && kindOf(field) === 'string';
}

/** What a number field accepts, from its own bounds: "1 to 5", "0 or more". */
function numberRange(field: z.ZodType): string | undefined {
  const { minValue, maxValue } = unwrap(field) as unknown as { minValue?: number | null; maxValue?: number | null };
  const min = minValue !== null && minValue !== undefined && Number.isFinite(minValue) ? minValue : undefined;
  const max = maxValue !== null && maxValue !== undefined && Number.isFinite(maxValue) ? maxValue : undefined;
  // An int32 field reports the int32 bounds: those are "a whole number", not a range worth naming.
  const small = (n: number | undefined) => n !== undefined && Math.abs(n) < 2 ** 31 - 1;
  if (small(min) && small(max)) return `must be ${min} to ${max}`;
  if (small(min)) return `must be ${min} or more`;
  if (small(max)) return `must be ${max} or less`;
  return undefined;
}

/** Query strings and form fields carry text: read '3', 'true', '1' as the number or flag the field holds. */
function coerce(value: unknown, kind: Kind): unknown {
  if (kind === 'number' && typeof value === 'string') return Number(value);
  if (kind === 'string' && typeof value === 'number') return String(value);
  if (kind === 'boolean') {
    if (value === 1 || value === 'true' || value === '1') return true;
    if (value === 0 || value === 'false' || value === '0') return false;
  }
  return value;
}

const WHAT: Record<Kind, string> = {
  string: 'must be a string',
  number: 'must be a whole number',
  boolean: 'must be true or false',
  other: 'is not valid',
};

/**
 * Reads a request's fields (JSON body, form or query string) with the route's schema from
 * @kizuna/http-api: blank fields (missing, null, '') take the schema's default (an optional text
 * field without one keeps ''), text is read as
 * the number or flag the field holds, and a bad field is a 400 `errors.bad_request` naming it.
 */
export function parseFields<S extends z.ZodObject>(schema: S, src: Source): z.output<S> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    const value = src?.[name];
    if (value === '' && keepsBlank(field)) input[name] = '';
    else if (value !== undefined && value !== null && value !== '') input[name] = coerce(value, kindOf(field));
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // A nested field (register's data.user.username) is named by its own name, as the web app knows it.
  const field = String(issue.path.filter((p) => typeof p === 'string').at(-1) ?? '');
  const value = issue.path.reduce<unknown>((v, key) => (v as Record<PropertyKey, unknown> | undefined)?.[key], input);
  const own = issue.path.length === 1 ? shape[field] : undefined;
  // A rule of the field itself (a page size, a range) names what it accepts; a type mismatch says which type.
  const what =
    value === undefined || value === null || value === ''
      ? 'is required'
      : issue.code === 'custom'
        ? issue.message
        : issue.code === 'too_big' && issue.origin === 'string'
          ? `must have at most ${issue.maximum} characters`
          : (((issue.code === 'too_small' || issue.code === 'too_big') && own && kindOf(own) === 'number'
              ? numberRange(own)
              : undefined) ?? WHAT[kindOf(own)]);
  throw new DomainError(ErrorCode.BadRequest, `${field} ${what}`, { field });
}
