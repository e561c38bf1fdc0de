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
/**
 * The data folder's room (issue 49): free and total bytes, `low` when less is free than a
 * largest upload needs once registered and analysed; and what the orphan sweep removed. Null
 * where the store cannot tell its free space (S3).
 */
export const StorageStatus = z.strictObject({
  free_bytes: z.number(),
  total_bytes: z.number(),
  low: z.boolean(),
  low_below_bytes: z.number().meta({ description: 'low is true when free_bytes is below this.' }),
  orphans: z
    .strictObject({
      at: z.string().meta({ description: 'When the last sweep ended (ISO).' }),
      files: z.int().meta({ description: 'Files the last sweep removed.' }),
      bytes: z.number(),
      total_files: z.int().meta({ description: 'Files removed since the projects service started.' }),
      total_bytes: z.number(),
    })
    .nullable(),
});
export type StorageStatus = z.infer<typeof StorageStatus>;

export const DatabaseStatus = z.strictObject({
  status: z.union([z.literal(0), z.literal(1)]),
  checks: z
    .record(z.string(), HealthCheck)
    .meta({ description: 'bus:<service> (the service answered over the bus), documents:<service>, objects.' }),
  storage: StorageStatus.nullable().optional(),
});
export type DatabaseStatus = z.infer<typeof DatabaseStatus>;
