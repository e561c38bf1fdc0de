import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { TEXT_MAX } from './common.js';

/** The most a base64 file field may hold (the JSON body limit's order). */
const FILE_FIELD_MAX = 1024 * 1024;
import { ROUTES } from './routes.js';

/**
 * Where a request field's text is not bounded: "data.user.email" for a string without `.max()`.
 * Wrappers (default, optional, nullable) are looked through; objects and arrays are walked.
 */
function unbounded(schema: z.ZodType, at: string): string[] {
  const def = schema.def as {
    type: string;
    innerType?: z.ZodType;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
  };
  switch (def.type) {
    case 'default':
    case 'optional':
    case 'nullable':
      return unbounded(def.innerType!, at);
    case 'object':
      return Object.entries(def.shape!).flatMap(([name, field]) => unbounded(field, at ? `${at}.${name}` : name));
    case 'array': {
      // zod 4 keeps an array's .max() among its checks (a ZodArray has no maxLength).
      const checks = (def as { checks?: Array<{ _zod: { def: { check: string; maximum?: number } } }> }).checks ?? [];
      const max = checks.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;
      return [...(max === undefined ? [`${at}[]`] : []), ...unbounded(def.element!, `${at}[]`)];
    }
    case 'string': {
      const max = (schema as z.ZodString).maxLength;
      // A file's bytes in base64 (OpenAPI's format "byte") are decoded, never read by a pattern:
      // bounded by their own limit, at most a megabyte.
      const bytes = (schema.meta() as { format?: string } | undefined)?.format === 'byte';
      return max === null || max > (bytes ? FILE_FIELD_MAX : TEXT_MAX) ? [at] : [];
    }
    default:
      return [];
  }
}

describe('every request field of the route table is bounded', () => {
  it('gives every text field a maximum length, so no rule or pattern ever reads a huge one', () => {
    const found = ROUTES.flatMap((route) =>
      [route.body, route.query]
        .filter((s): s is z.ZodObject => s !== undefined)
        .flatMap((schema) => unbounded(schema, '').map((field) => `${route.method} ${route.path} ${field}`)),
    );
    expect(found).toEqual([]);
  });

  it('finds an unbounded field (the check itself can fail)', async () => {
    const { z: zod } = await import('zod');
    const schema = zod.object({ a: zod.string().max(10), b: zod.object({ c: zod.string().default('') }) });
    expect(unbounded(schema, '')).toEqual(['b.c']);
    // An array needs a bound on its length as well as on its texts.
    const lists = zod.object({
      open: zod.array(zod.string().max(5)),
      bounded: zod.array(zod.string().max(5)).min(1).max(12).meta({ description: 'x' }),
      texts: zod.array(zod.string()).max(3),
    });
    expect(unbounded(lists, '')).toEqual(['open[]', 'texts[]']);
    // A base64 file may be longer than a text, not without a bound, and only when it says so.
    const files = zod.object({
      file: zod.string().max(1000_000).meta({ format: 'byte' }),
      huge: zod.string().max(10_000_000).meta({ format: 'byte' }),
      text: zod.string().max(1000_000),
    });
    expect(unbounded(files, '')).toEqual(['huge', 'text']);
  });
});
