import { z } from 'zod';
import { idField, ListStats, pagingFields } from './common.js';

/** POST /api/v1/process/get_rawdata: one page of a project's clean posts (the review screen). */
export const RawdataRequest = z.object({
  project_id: idField,
  ...pagingFields,
  sort_key: z.int32().default(3).meta({ description: '0 screen name, 1 text, 2 follower count, 3 date.' }),
  is_ascending: z.boolean().default(true),
});
export type RawdataRequest = z.input<typeof RawdataRequest>;

/** One valid post of a project's CSV as stored. */
export const RawdataRow = z.strictObject({
  row: z.int().meta({ description: 'Zero-based data row in the uploaded CSV.' }),
  tweet_user_screen_name: z.string(),
  tweet_text: z.string(),
  count_follower: z.number().nullable().meta({ description: 'null when unknown.' }),
  tweet_date: z.number().meta({ description: 'Epoch milliseconds.' }),
  options: z.array(z.string()),
});
export type RawdataRow = z.infer<typeof RawdataRow>;

/** The CSV's own column names for each field; count_follower is null when no follower column was mapped. */
export const RawdataHeader = z.strictObject({
  tweet_user_screen_name: z.string(),
  tweet_text: z.string(),
  count_follower: z.string().nullable(),
  tweet_date: z.string(),
  options: z.array(z.string()),
});
export type RawdataHeader = z.infer<typeof RawdataHeader>;

/** While the project's review index is being built: how far it has come. */
export const RawdataPreparing = z.strictObject({
  percent: z.int().min(0).max(100),
});
export type RawdataPreparing = z.infer<typeof RawdataPreparing>;

export const RawdataAnswer = z.strictObject({
  DataResult: z.array(RawdataRow),
  HeaderResult: RawdataHeader,
  stats: ListStats,
  preparing: RawdataPreparing.nullable().meta({
    description:
      'null when sorting and search are ready. Otherwise the index they need is being built: the rows are in file order, the search is not applied yet, and percent says how far the build is.',
  }),
});
export type RawdataAnswer = z.infer<typeof RawdataAnswer>;
