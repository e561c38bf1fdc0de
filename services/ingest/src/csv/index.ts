export * from './types.js';
export * from './csv-error.js';
export * from './mapping-error.js';
export { inspectCsv, MIN_COLUMNS, MAX_COLUMNS, PREVIEW_CELL_CHARS, type InspectOptions } from './inspect-csv.js';
export { validateMapping } from './validate-mapping.js';
export { validateAndConvert, convertRows, type PostSink, type ConvertRowsOptions } from './validate-and-convert.js';
export { ROW_ERROR_DETAIL_LIMIT, joinParts, finishReport, type PartReport } from './part-report.js';
export { decodeText } from './decode-text.js';
export { byteChunks } from './byte-head.js';
export { openRecords, type RecordsEnding } from './read-records.js';
export { parseTime, ZONELESS_OFFSET_MINUTES, type DateOrder } from './parse-time.js';
export { DateOrderTally, type ColumnDates, type ColumnDateOrder } from './date-order-tally.js';
export { parseFollowers } from './parse-followers.js';
export {
  suggestRoles,
  KNOWN_HEADERS,
  type ColumnSuggestion,
  type SuggestedRole,
  type SuggestionSource,
} from './roles/index.js';
export { normaliseAuthor } from './convert-record.js';
export {
  encodePostLine,
  parsePostsFile,
  readPosts,
  PostsFileError,
  POSTS_FILE_CONTENT_TYPE,
} from '@kizuna/proto/datasets';
