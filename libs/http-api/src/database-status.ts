import { z } from 'zod';
import { textField } from './common.js';
import { HealthCheck } from './health.js';

/** GET /api/mysql_status/?lang_code=: the spec's database status screen (/mysql). */
export const DatabaseStatusQuery = z.object({ lang_code: textField.optional() });
export type DatabaseStatusQuery = z.input<typeof DatabaseStatusQuery>;

/**
 * status 1 when every store and service answers, 0 when one does not (the web shows 2 while
 * checking). Reasons (`error`) are sent to admins only.
 */
export const DatabaseStatus = z.strictObject({
  status: z.union([z.literal(0), z.literal(1)]),
  checks: z
    .record(z.string(), HealthCheck)
    .meta({ description: 'bus:<service> (the service answered over the bus), documents:<service>, objects.' }),
});
export type DatabaseStatus = z.infer<typeof DatabaseStatus>;
