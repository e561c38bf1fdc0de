import { existsSync, readFileSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/** The folder holding the root package.json (the one with "workspaces"). */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('repository root not found');
    dir = parent;
  }
}

/** A file of the shared real data set, which lives beside the clone. */
export function sharedPostsFile(relative: string): string {
  return path.resolve(findRepoRoot(), '../shared/data/posts', relative);
}

export function openFile(file: string, highWaterMark?: number): () => Promise<Readable> {
  return async () => createReadStream(file, highWaterMark ? { highWaterMark } : {});
}

/** Opens the bytes as a stream delivering `chunkSize`-byte chunks (all at once by default). */
export function openBytes(bytes: Buffer | string, chunkSize?: number): () => Promise<Readable> {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  return async () => {
    const size = chunkSize ?? Math.max(1, buffer.length);
    const chunks: Buffer[] = [];
    for (let start = 0; start < buffer.length; start += size) chunks.push(buffer.subarray(start, start + size));
    return Readable.from(chunks);
  };
}
