/** The posts file (NDJSON, one post a line) alone: workers that read or write it need none of the generated messages. */
export * from './posts-file.js';
