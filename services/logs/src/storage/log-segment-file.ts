import { readFile, truncate } from 'node:fs/promises';

const DAY_MS = 86_400_000;
const FILE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})\.ndjson$/;

/** Anything with warn and error methods, such as the platform's JsonLogger. */
export interface SegmentLogger {
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** The UTC day an entry's segment file is named after: entries of one day share a file. */
export function segmentDay(at: number): string {
  return new Date(Math.floor(at / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

export function segmentFileName(day: string): string {
  return `${day}.ndjson`;
}

/** The day a segment file holds, or null for any other file. */
export function dayOfSegmentFile(name: string): string | null {
  return FILE_PATTERN.test(name) ? name.slice(0, 10) : null;
}

/** When the day after the segment's begins: the segment may go once this is past the retention limit. */
export function segmentEnd(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
}

/**
 * Reads a segment file line by line. A torn last line (an append cut short) is cut off with a
 * warning; an unreadable line before others is logged and skipped but keeps its number, so the
 * ids of the lines after it stay what they were. Returns the number of lines.
 */
export async function readSegmentFile(
  file: string,
  onLine: (record: Record<string, unknown>, line: number) => void,
  logger: SegmentLogger,
): Promise<number> {
  const content = await readFile(file, 'utf8');
  let lines = 0;
  let start = 0;
  const corrupt: number[] = [];
  while (start < content.length) {
    const end = content.indexOf('\n', start);
    if (end < 0) {
      // No newline after the last record: the write never completed, so it was never acknowledged.
      const keep = Buffer.byteLength(content.slice(0, start), 'utf8');
      await truncate(file, keep);
      logger.warn('log segment ended in a torn line; cut it off', { file: file.split(/[\\/]/).pop() });
      break;
    }
    const text = content.slice(start, end);
    start = end + 1;
    const line = lines++;
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch {
      record = undefined;
    }
    if (record && typeof record === 'object') onLine(record as Record<string, unknown>, line);
    else corrupt.push(line + 1);
  }
  if (corrupt.length > 0)
    logger.error('log segment has unreadable lines; skipped them and loaded the rest', {
      file: file.split(/[\\/]/).pop(),
      lines: corrupt.slice(0, 20),
    });
  return lines;
}
