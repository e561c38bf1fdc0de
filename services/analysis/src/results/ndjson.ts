import type { Readable } from 'node:stream';
import { createInterface } from 'node:readline';

/** Reads NDJSON one parsed line at a time, never holding the whole file. */
export async function* readNdjson<T>(body: Readable): AsyncGenerator<T> {
  const lines = createInterface({ input: body, crlfDelay: Infinity });
  for await (const line of lines) if (line !== '') yield JSON.parse(line) as T;
}
