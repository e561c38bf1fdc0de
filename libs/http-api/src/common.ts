import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@kizuna/proto/rules';

/** `{status:'success'}`: the answer of calls that only do something (spec §7 "success when the status is success"). */
export const StatusAnswer = z.strictObject({ status: z.literal('success') });
export type StatusAnswer = z.infer<typeof StatusAnswer>;

/** Every error answer (README "Errors"): `code` is an i18n key the web app translates with `params`. */
export const ErrorAnswer = z.strictObject({
  statusCode: z.int().meta({ description: 'The HTTP status again.' }),
  code: z.string().meta({ description: 'An i18n key, e.g. errors.missing_columns.', example: 'errors.not_found' }),
  message: z.string().meta({ description: 'The English text, for logs and API users.' }),
  params: z
    .record(z.string(), z.unknown())
    .optional()
    .meta({ description: 'Values the translated message interpolates.' }),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** The total behind one page of a list. */
export const ListStats = z.strictObject({ count_total: z.int().min(0) });
export type ListStats = z.infer<typeof ListStats>;

/** A list's page size: one of the spec's sizes, so the gateway refuses what the services would not serve. */
export const pageSizeField = z
  .int32()
  .refine((n) => PAGE_SIZES.includes(n), { message: `must be one of ${PAGE_SIZES.join(', ')}` })
  .default(DEFAULT_PAGE_SIZE)
  .meta({ description: `Page size: ${PAGE_SIZES.join(', ')}.` });

/** The paging fields every list request shares (page is zero-based; spec §7). */
export const pagingFields = {
  search: z.string().default('').meta({ description: 'Free text; empty lists everything.' }),
  max_count: pageSizeField,
  page: z.int32().default(0).meta({ description: 'Zero-based page.' }),
  is_ascending: z.boolean(),
};
