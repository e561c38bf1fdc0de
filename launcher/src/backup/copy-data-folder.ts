import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';

/** Files that only grow by whole lines while Kizuna runs: copied up to their last complete line. */
const LINE_FILE = /\.(db|ndjson|jsonl)$/;
/** Never copied: a store's in-use marker, and the object store's puts in progress. */
const SKIPPED = new Set(['.kizuna-pid']);
const SKIPPED_DIRS = new Set([path.join('objects', '.kizuna', 'tmp')]);

export interface CopyReport {
  files: number;
  bytes: number;
}

/**
 * Copies a Kizuna data folder so that the copy loads cleanly even while Kizuna writes to it.
 * Document stores are append-only line files: each is read through one descriptor (a compaction
 * renaming a new file into place does not disturb it) and cut after its last complete line, so
 * the copy is the store as it was at one moment. Documents are copied before objects: objects are
 * written before any document names them, so every object a copied document names is copied too.
 */
export async function copyDataFolder(source: string, target: string): Promise<CopyReport> {
  const report: CopyReport = { files: 0, bytes: 0 };
  const entries = await listFiles(source, '');
  const ordered = [
    ...entries.filter((f) => f.startsWith(`documents${path.sep}`)),
    ...entries.filter((f) => !f.startsWith(`documents${path.sep}`)),
  ];
  for (const relative of ordered) {
    const from = path.join(source, relative);
    const to = path.join(target, relative);
    await mkdir(path.dirname(to), { recursive: true });
    report.bytes += LINE_FILE.test(relative) ? await copyWholeLines(from, to) : await copyWhole(from, to);
    report.files += 1;
  }
  return report;
}

async function listFiles(root: string, relative: string): Promise<string[]> {
  if (SKIPPED_DIRS.has(relative)) return [];
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    },
  );
  const files: string[] = [];
  for (const entry of entries) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(root, child)));
    else if (entry.isFile() && !SKIPPED.has(entry.name)) files.push(child);
  }
  return files;
}

async function copyWhole(from: string, to: string): Promise<number> {
  try {
    await copyFile(from, to);
  } catch (err) {
    // An object deleted while the backup ran: no copied document names it any more.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  return (await stat(to)).size;
}

/** Copies the file as it is now, through one descriptor, then cuts the copy after its last newline. */
async function copyWholeLines(from: string, to: string): Promise<number> {
  let source;
  try {
    source = await open(from, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  try {
    const size = (await source.stat()).size;
    if (size === 0) {
      await writeFile(to, '');
      return 0;
    }
    await pipeline(
      createReadStream('', { fd: source.fd, start: 0, end: size - 1, autoClose: false }),
      createWriteStream(to),
    );
  } finally {
    await source.close();
  }
  const copy = await open(to, 'r+');
  try {
    const end = await endOfLastLine(copy, (await copy.stat()).size);
    await copy.truncate(end);
    await copy.sync();
    return end;
  } finally {
    await copy.close();
  }
}

/** The offset just after the last newline (0 when there is none), reading backwards in blocks. */
async function endOfLastLine(file: FileHandle, size: number): Promise<number> {
  const block = Buffer.alloc(64 * 1024);
  for (let end = size; end > 0;) {
    const start = Math.max(0, end - block.length);
    const { bytesRead } = await file.read(block, 0, end - start, start);
    const at = block.subarray(0, bytesRead).lastIndexOf(0x0a);
    if (at >= 0) return start + at + 1;
    end = start;
  }
  return 0;
}
