import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { TEXT_MAX } from './common.js';
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
      return max === null || max > TEXT_MAX ? [at] : [];
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
  });
});
