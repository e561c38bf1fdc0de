import { z } from 'zod';
import { textField } from './common.js';

/** Spec §3 UploadResult, with what Kizuna found out about the file. */
export const UploadResult = z.strictObject({
  headers: z.array(z.string()),
  data: z.array(z.array(z.string())).meta({ description: 'Preview rows, cells in header order.' }),
  path_s3: z.string().meta({ description: 'The upload key register_analyze takes.' }),
  total: z.int().meta({ description: 'Data rows in the file.' }),
  encoding: z.string().meta({ description: 'The encoding read (UTF-8, Shift_JIS, windows-1252).' }),
  converted: z.boolean().meta({ description: 'The file was converted to UTF-8.' }),
  delimiter: z.string(),
  filename: z.string(),
  bytes: z.int(),
  date_columns: z
    .array(
      z.strictObject({
        order: z.enum(['none', 'month_first', 'day_first', 'ambiguous']),
        samples: z.array(z.string()).meta({ description: 'Up to three values as written, for an ambiguous column.' }),
      }),
    )
    .meta({
      description:
        "Per column, in header order: how its year-last dates (8/6/15) read. An ambiguous time column needs register_analyze's date_order.",
    }),
  suggestions: z
    .array(
      z.strictObject({
        role: z.enum(['time', 'author', 'contents', 'followers', '']),
        source: z
          .enum(['name', 'value', ''])
          .meta({ description: "'name': a header known to name the role; 'value': the column's sampled values." }),
        tool: z.string().meta({ description: 'For a name: the tools known to write that header, or empty.' }),
      }),
    )
    .meta({ description: 'Per column, in header order: the role suggested for it on the mapping screen.' }),
});
export type UploadResult = z.infer<typeof UploadResult>;

/** POST /api/v1/process/upload_csv: multipart/form-data with the CSV in the field `file`. */
export const UploadAnswer = z.strictObject({ UploadResult });
export type UploadAnswer = z.infer<typeof UploadAnswer>;

/** The multipart body, for the OpenAPI document. */
export const UploadRequest = z.object({
  file: z.string().meta({ format: 'binary', description: 'The CSV (at most MAX_UPLOAD_BYTES).' }),
});

/** GET /api/v1/process/register_progress?path_s3=: rows validated so far by the registration of one's own upload. */
export const RegisterProgressQuery = z.object({
  path_s3: textField.default('').meta({ description: 'The upload key; another user’s or none answers inactive.' }),
});
export type RegisterProgressQuery = z.input<typeof RegisterProgressQuery>;

export const RegisterProgressAnswer = z.strictObject({
  active: z.boolean(),
  rows_done: z.int(),
  rows_all: z.int(),
});
export type RegisterProgressAnswer = z.infer<typeof RegisterProgressAnswer>;
