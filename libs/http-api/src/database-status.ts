import { z } from 'zod';
import { HealthCheck } from './health.js';

/** GET /api/mysql_status/?lang_code=: the spec's database status screen (/mysql). */
export const DatabaseStatusQuery = z.object({ lang_code: z.string().optional() });
export type DatabaseStatusQuery = z.input<typeof DatabaseStatusQuery>;

/** status 1 when every document store answers, 0 when one does not (the web shows 2 while checking). */
export const DatabaseStatus = z.strictObject({
  status: z.union([z.literal(0), z.literal(1)]),
  checks: z.record(z.string(), HealthCheck).meta({ description: 'One entry per service store: documents:<service>.' }),
});
export type DatabaseStatus = z.infer<typeof DatabaseStatus>;
