import { appendFile, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { escapeLineSeparators } from './line-separators.js';

export interface DataFileRepair {
  /** Bytes cut off the end: an append cut short (full disk, crash) after the last whole record. */
  tornBytes: number;
  /** 1-based numbers of unreadable lines followed by readable ones, moved to `quarantineFile`. */
  corruptLines: number[];
  quarantineFile: string | undefined;
}

/** Anything with warn and error methods, such as the platform's JsonLogger. */
export interface RepairLogger {
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const NEWLINE = 0x0a;
const NEWLINE_BYTE = Buffer.from('\n');

/**
 * Makes an embedded data file loadable before the engine reads it, losing nothing but damaged
 * records and saying so. A torn end (anything after the last readable record) is cut off with a
 * warning. An unreadable line followed by readable ones is moved verbatim to `<file>.corrupt`
 * with an error: the engine would otherwise drop it silently (or refuse to start when such lines
 * pass 10% of the file), and whatever it recorded — a document's newer version or its deletion —
 * is lost, the document falling back to the version before it. Lines with raw line separators
 * are rewritten with escapes, the same document. A missing file is left to the engine.
 */
export async function repairDataFile(file: string, logger: RepairLogger): Promise<DataFileRepair> {
  const repair: DataFileRepair = { tornBytes: 0, corruptLines: [], quarantineFile: undefined };
  let content: Buffer;
  try {
    content = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return repair;
    throw error;
  }

  const lines = splitLines(content);
  let lastReadable = -1;
  lines.forEach((line, index) => {
    if (line.readable) lastReadable = index;
  });
  const keptBytes = lastReadable === -1 ? 0 : lines[lastReadable].end;
  const tail = lines.slice(lastReadable + 1);
  if (tail.some((line) => !isBlank(line.text))) repair.tornBytes = content.length - keptBytes;
  const corrupt = lines.slice(0, lastReadable + 1).filter((line) => !line.readable && !isBlank(line.text));

  // Blank lines go, a last record missing its newline gets it back, raw separators are escaped.
  const clean = lines
    .filter((line) => line.readable)
    .map((line) => escapeLineSeparators(line.text) + '\n')
    .join('');
  if (Buffer.from(clean, 'utf8').equals(content)) return repair;

  if (corrupt.length > 0) {
    repair.corruptLines = corrupt.map((line) => line.number);
    repair.quarantineFile = `${file}.corrupt`;
    await appendDurably(repair.quarantineFile, Buffer.concat(corrupt.flatMap((line) => [line.bytes, NEWLINE_BYTE])));
  }
  await replaceDurably(file, clean);

  if (repair.tornBytes > 0) {
    logger.warn('embedded data file ended in a torn record; cut it off', {
      file: shortName(file),
      droppedBytes: repair.tornBytes,
    });
  }
  if (corrupt.length > 0) {
    logger.error('embedded data file had unreadable records; moved them aside and loaded the rest', {
      file: shortName(file),
      corruptLines: repair.corruptLines,
      movedTo: shortName(repair.quarantineFile as string),
    });
  }
  return repair;
}

interface Line {
  /** 1-based line number in the file. */
  number: number;
  text: string;
  bytes: Buffer;
  /** Byte offset just past the line and its newline (if any). */
  end: number;
  readable: boolean;
}

function splitLines(content: Buffer): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start < content.length) {
    const newline = content.indexOf(NEWLINE, start);
    const stop = newline === -1 ? content.length : newline;
    const bytes = content.subarray(start, stop);
    const text = bytes.toString('utf8');
    const end = newline === -1 ? content.length : newline + 1;
    lines.push({ number: lines.length + 1, text, bytes, end, readable: isRecord(text) });
    start = end;
  }
  return lines;
}

function isBlank(text: string): boolean {
  return text.trim() === '';
}

/** What the engine can load: a JSON object on one line (a blank line it skips; it is dropped here). */
function isRecord(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

async function appendDurably(file: string, bytes: Buffer): Promise<void> {
  await appendFile(file, bytes);
  await fsyncFile(file);
}

async function replaceDurably(file: string, text: string): Promise<void> {
  const tmp = `${file}.repairing`;
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
  await fsyncFile(path.dirname(file));
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** `<service>/<collection>.db`: enough to find the file under the data folder, no machine path. */
function shortName(file: string): string {
  return path.join(path.basename(path.dirname(file)), path.basename(file));
}
