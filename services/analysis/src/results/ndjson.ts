import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';

/** Lines of JSON, yielded in batches so that a million small writes become a few hundred. */
export function ndjsonStream<T>(items: Iterable<T>, toJson: (item: T) => unknown = (x) => x): Readable {
  function* lines(): Generator<string> {
    let batch: string[] = [];
    for (const item of items) {
      batch.push(JSON.stringify(toJson(item)));
      if (batch.length === 2000) {
        yield batch.join('\n') + '\n';
        batch = [];
      }
    }
    if (batch.length > 0) yield batch.join('\n') + '\n';
  }
  return Readable.from(lines());
}

/** Reads NDJSON one parsed line at a time, never holding the whole file. */
export async function* readNdjson<T>(body: Readable): AsyncGenerator<T> {
  const lines = createInterface({ input: body, crlfDelay: Infinity });
  for await (const line of lines) if (line !== '') yield JSON.parse(line) as T;
}
