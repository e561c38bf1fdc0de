import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file of the shared data set that sits beside the repository clone (../shared/data). */
export function sharedDataFile(...parts: string[]): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) {
      return path.resolve(dir, '..', 'shared', 'data', ...parts);
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('repository root (package.json with "workspaces") not found');
    dir = parent;
  }
}

/** Records of an RFC 4180 CSV file (quoted fields may hold commas, quotes and newlines), header row included. */
export function readCsvRecords(file: string): string[][] {
  const text = readFileSync(file, 'utf8');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
