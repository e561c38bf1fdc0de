/**
 * The log storage port: append-only entries read by time range. Each stream (access logs,
 * security events) has a fixed set of string fields besides its numeric type and its time.
 * Two adapters pass one contract suite (test-support/log-store-contract-suite.ts): segment files
 * with a compact in-memory index (embedded mode) and the document store (MongoDB).
 */
export interface LogStreamSpec<F extends string> {
  /** A folder or collection name: lower case letters, digits and `_`. */
  name: string;
  fields: readonly F[];
}

export interface NewLogEntry<F extends string> {
  /** A small whole number 0–255 (the spec's type_action, a security event's kind). */
  type: number;
  /** Milliseconds since the epoch. */
  at: number;
  fields: Record<F, string>;
}

export interface LogEntry<F extends string> extends NewLogEntry<F> {
  /** Unique in its stream and stable for the entry's life. */
  id: string;
}

/** Sort by a field, by time or by type; ties go by time, then by arrival, in the same direction. */
export type LogSortKey<F extends string> = F | 'at' | 'type';

export interface LogFilter {
  /** Only entries of this type; every type when undefined. */
  type?: number;
  /** Inclusive bounds in milliseconds since the epoch. */
  from: number;
  to: number;
}

export interface LogOrder<F extends string> {
  sortBy: LogSortKey<F>;
  ascending: boolean;
}

export interface LogQuery<F extends string> extends LogFilter, LogOrder<F> {
  skip: number;
  limit: number;
}

export interface LogPage<F extends string> {
  entries: LogEntry<F>[];
  /** Every entry the filter matches, not just this page. */
  total: number;
}

export interface LogStream<F extends string> {
  /** Resolves once the entry is durable. */
  append(entry: NewLogEntry<F>): Promise<LogEntry<F>>;
  page(query: LogQuery<F>): Promise<LogPage<F>>;
  /** Every entry the filter matches, in order, a batch at a time (for exports). */
  scan(filter: LogFilter & LogOrder<F>, batchSize?: number): AsyncIterable<LogEntry<F>[]>;
  /** Removes every entry older than `before` (retention); the rest stays readable and writable meanwhile. */
  removeBefore(before: number): Promise<void>;
}

export interface LogStore {
  stream<F extends string>(spec: LogStreamSpec<F>): Promise<LogStream<F>>;
  close(): Promise<void>;
}

/** Thrown by append for an entry the store cannot keep (bad type, time or field). */
export class InvalidLogEntryError extends Error {
  constructor(detail: string) {
    super(`invalid log entry: ${detail}`);
    this.name = 'InvalidLogEntryError';
  }
}

/** The checks every adapter applies before keeping an entry. */
export function assertLogEntry<F extends string>(spec: LogStreamSpec<F>, entry: NewLogEntry<F>): void {
  if (!Number.isInteger(entry.type) || entry.type < 0 || entry.type > 255)
    throw new InvalidLogEntryError(`type ${entry.type} is not a whole number 0-255`);
  if (!Number.isFinite(entry.at) || Math.abs(entry.at) > 8.64e15)
    throw new InvalidLogEntryError(`time ${entry.at} is not a date`);
  for (const f of spec.fields)
    if (typeof entry.fields[f] !== 'string') throw new InvalidLogEntryError(`field ${f} is not a string`);
}
