import type { z } from 'zod';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';

type Source = Record<string, unknown> | undefined;
type Kind = 'string' | 'number' | 'boolean' | 'other';

/** The scalar type a request field holds under its default/optional wrappers. */
function kindOf(field: z.ZodType): Kind {
  let def = field.def as { type: string; innerType?: z.ZodType };
  while ((def.type === 'default' || def.type === 'optional' || def.type === 'nullable') && def.innerType)
    def = def.innerType.def as typeof def;
  return def.type === 'string' || def.type === 'number' || def.type === 'boolean' ? def.type : 'other';
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
 * @kizuna/http-api: blank fields (missing, null, '') take the schema's default, text is read as
 * the number or flag the field holds, and a bad field is a 400 `errors.bad_request` naming it.
 */
export function parseFields<S extends z.ZodObject>(schema: S, src: Source): z.output<S> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    const value = src?.[name];
    if (value !== undefined && value !== null && value !== '') input[name] = coerce(value, kindOf(field));
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue.path[0] ?? '');
  // A rule of the field itself (a page size, say) names what it accepts; a type mismatch says which type.
  const what =
    input[field] === undefined ? 'is required' : issue.code === 'custom' ? issue.message : WHAT[kindOf(shape[field])];
  throw new DomainError(ErrorCode.BadRequest, `${field} ${what}`, { field });
}
