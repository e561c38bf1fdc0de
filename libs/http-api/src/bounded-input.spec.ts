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
      const max = (schema as unknown as { maxLength?: number | null }).maxLength;
      return [...(max == null ? [`${at}[]`] : []), ...unbounded(def.element!, `${at}[]`)];
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
  });
});
