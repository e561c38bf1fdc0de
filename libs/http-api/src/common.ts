import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, RESULT_PAGE_DEFAULT, RESULT_PAGE_MAX } from '@kizuna/proto/rules';

/** `{status:'success'}`: the answer of calls that only do something (spec §7 "success when the status is success"). */
export const StatusAnswer = z.strictObject({ status: z.literal('success') });
export type StatusAnswer = z.infer<typeof StatusAnswer>;

/** Every error answer (docs/architecture.md, "Errors"): `code` is an i18n key the web app translates with `params`. */
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

/** Longest id a request may name: run, project and account ids and upload keys are far shorter. */
export const ID_MAX = 1000;
/**
 * Longest free text a request field takes. The services' own rules (a project name's 100
 * characters, a password's 200, an address's 254) answer below it with their own message; past it
 * the request is refused before any rule or pattern reads the text.
 */
export const TEXT_MAX = 1000;

/** An id a request must name. */
export const idField = z.string().min(1).max(ID_MAX);
/** Free text in a request. */
export const textField = z.string().max(TEXT_MAX);

/** The total behind one page of a list. */
export const ListStats = z.strictObject({ count_total: z.int().min(0) });
export type ListStats = z.infer<typeof ListStats>;

/** A list's page size: one of the spec's sizes, so the gateway refuses what the services would not serve. */
export const pageSizeField = z
  .int32()
  .refine((n) => PAGE_SIZES.includes(n), { message: `must be one of ${PAGE_SIZES.join(', ')}` })
  .default(DEFAULT_PAGE_SIZE)
  .meta({ description: `Page size: ${PAGE_SIZES.join(', ')}.` });

/** A result table's page size: 1 to RESULT_PAGE_MAX rows, RESULT_PAGE_DEFAULT unless the route names its own. */
export const resultPageSize = (defaultCount: number = RESULT_PAGE_DEFAULT) =>
  z
    .int32()
    .min(1)
    .max(RESULT_PAGE_MAX)
    .default(defaultCount)
    .meta({ description: `Rows a page: 1 to ${RESULT_PAGE_MAX}.` });

/** The paging fields every list request shares (page is zero-based; spec §7). */
export const pagingFields = {
  search: textField.default('').meta({ description: 'Free text; empty lists everything.' }),
  max_count: pageSizeField,
  page: z.int32().default(0).meta({ description: 'Zero-based page.' }),
  is_ascending: z.boolean(),
};
