import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { IpadicTables } from '../engine/text/ipadic-tables.js';

type Field = keyof IpadicTables;
type Typed = Int32Array | Int16Array | Uint8Array;
// The typed arrays a table can be, made on shared memory (as compileIpadicTables makes them).
const KINDS: Record<string, { new (buffer: SharedArrayBuffer): Typed; BYTES_PER_ELEMENT: number }> = {
  Int32Array,
  Int16Array,
  Uint8Array,
};
type Kind = 'Int32Array' | 'Int16Array' | 'Uint8Array';

/**
 * What the file starts with: the format, then one line of JSON naming each table's type and
 * length and the CRC-32 of the tables' bytes (a file kept between runs, the dictionary cache, may
 * have been damaged; a damaged one is refused and compiled again).
 */
const MAGIC = 'kizuna-ipadic-tables-2\n';

interface Header {
  tables: { name: Field; kind: Kind; length: number }[];
  crc32: number;
}

/**
 * Compiled IPADIC tables kept in a file, read back onto SharedArrayBuffers: the dictionary cache
 * (shared-ipadic-tables.ts: a restart reads them in 0.05 s instead of compiling them in 2.5 s),
 * and the test suite's global setup, which compiles them once for every test file (compiled
 * inside Jest's module sandbox they took 8–12 s per file).
 */
export function writeIpadicTablesFile(file: string, tables: IpadicTables): void {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written beside, then renamed: a reader never sees half a file.
  const partial = partialOf(file);
  writeFileSync(partial, fileBytes(tables));
  renameSync(partial, file);
}

export async function saveIpadicTablesFile(file: string, tables: IpadicTables): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = partialOf(file);
  await writeFile(partial, fileBytes(tables));
  await rename(partial, file);
}

export function readIpadicTablesFile(file: string): IpadicTables {
  return tablesOf(file, readFileSync(file));
}

export async function loadIpadicTablesFile(file: string): Promise<IpadicTables> {
  return tablesOf(file, await readFile(file));
}

function partialOf(file: string): string {
  return `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
}

function fileBytes(tables: IpadicTables): Buffer {
  const fields = Object.keys(tables) as Field[];
  const data = fields.map((name) => {
    const array = tables[name] as Typed;
    return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  });
  const header: Header = {
    tables: fields.map((name) => {
      const array = tables[name] as Typed;
      return { name, kind: array.constructor.name as Kind, length: array.length };
    }),
    crc32: data.reduce((crc, part) => crc32(part, crc), 0),
  };
  return Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`), ...data]);
}

function tablesOf(file: string, bytes: Buffer): IpadicTables {
  if (bytes.subarray(0, MAGIC.length).toString() !== MAGIC) throw new Error(`${file} is no IPADIC tables file`);
  const headerEnd = bytes.indexOf(0x0a, MAGIC.length);
  const header = JSON.parse(bytes.subarray(MAGIC.length, headerEnd).toString()) as Header;
  let at = headerEnd + 1;
  const tables: Partial<Record<Field, Typed>> = {};
  let crc = 0;
  for (const { name, kind, length } of header.tables) {
    const Type = KINDS[kind] as (typeof KINDS)[string] | undefined;
    if (!Type) throw new Error(`${file}: ${name} has an unknown type ${kind}`);
    const size = length * Type.BYTES_PER_ELEMENT;
    if (at + size > bytes.length) throw new Error(`${file} ends inside ${name}`);
    const part = bytes.subarray(at, at + size);
    crc = crc32(part, crc);
    const memory = new SharedArrayBuffer(size);
    new Uint8Array(memory).set(part);
    tables[name] = new Type(memory);
    at += size;
  }
  if (crc !== header.crc32) throw new Error(`${file} is damaged (its tables do not match their checksum)`);
  return tables as IpadicTables;
}
