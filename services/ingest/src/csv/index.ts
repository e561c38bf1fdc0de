export * from './types.js';
export * from './csv-error.js';
export * from './mapping-error.js';
export { inspectCsv, MIN_COLUMNS, MAX_COLUMNS, PREVIEW_CELL_CHARS, type InspectOptions } from './inspect-csv.js';
export { validateMapping } from './validate-mapping.js';
export { validateAndConvert, ROW_ERROR_DETAIL_LIMIT, type PostSink } from './validate-and-convert.js';
export { parseTime, ZONELESS_OFFSET_MINUTES, type DateOrder } from './parse-time.js';
export { DateOrderTally, type ColumnDates, type ColumnDateOrder } from './date-order-tally.js';
export { parseFollowers } from './parse-followers.js';
export { normaliseAuthor } from './convert-record.js';
export {
  encodePostLine,
  parsePostsFile,
  readPosts,
  PostsFileError,
  POSTS_FILE_CONTENT_TYPE,
} from '@kizuna/proto/datasets';
