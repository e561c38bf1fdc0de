import { readFileSync, renameSync, writeFileSync } from 'node:fs';
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

/** What the file starts with: the format, then one line of JSON naming each table's type and length. */
const MAGIC = 'kizuna-ipadic-tables-1\n';

/**
 * Compiled IPADIC tables kept in a file, read back onto SharedArrayBuffers. The test suite
 * compiles them once in its global setup (Node's own speed) and every test file reads them:
 * compiled inside Jest's module sandbox they took 8–12 s per file, about four times as long.
 */
export function writeIpadicTablesFile(file: string, tables: IpadicTables): void {
  const fields = Object.keys(tables) as Field[];
  const header = fields.map((name) => {
    const array = tables[name] as Typed;
    return { name, kind: array.constructor.name as Kind, length: array.length };
  });
  const parts = [
    Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`),
    ...fields.map((name) => {
      const array = tables[name] as Typed;
      return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
    }),
  ];
  // Written beside, then renamed: a reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.concat(parts));
  renameSync(partial, file);
}

export function readIpadicTablesFile(file: string): IpadicTables {
  const bytes = readFileSync(file);
  if (bytes.subarray(0, MAGIC.length).toString() !== MAGIC) throw new Error(`${file} is no IPADIC tables file`);
  const headerEnd = bytes.indexOf(0x0a, MAGIC.length);
  const header = JSON.parse(bytes.subarray(MAGIC.length, headerEnd).toString()) as {
    name: Field;
    kind: Kind;
    length: number;
  }[];
  let at = headerEnd + 1;
  const tables: Partial<Record<Field, Typed>> = {};
  for (const { name, kind, length } of header) {
    const Type = KINDS[kind] as (typeof KINDS)[string] | undefined;
    if (!Type) throw new Error(`${file}: ${name} has an unknown type ${kind}`);
    const size = length * Type.BYTES_PER_ELEMENT;
    if (at + size > bytes.length) throw new Error(`${file} ends inside ${name}`);
    const memory = new SharedArrayBuffer(size);
    new Uint8Array(memory).set(bytes.subarray(at, at + size));
    const array = new Type(memory);
    tables[name] = array;
    at += size;
  }
  return tables as IpadicTables;
}
