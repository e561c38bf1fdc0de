import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { IpadicTables } from '../engine/text/ipadic-tables.js';
import {
  loadIpadicTablesFile,
  readIpadicTablesFile,
  saveIpadicTablesFile,
  writeIpadicTablesFile,
} from './ipadic-tables-file.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'kizuna-ipadic-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const onShared = <T extends Int32Array | Int16Array | Uint8Array>(
  Type: { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number },
  values: number[],
): T => {
  const array = new Type(new SharedArrayBuffer(values.length * Type.BYTES_PER_ELEMENT));
  array.set(values);
  return array;
};

const tables: IpadicTables = {
  trieBase: onShared(Int32Array, [1, -2, 2_000_000_000]),
  trieCheck: onShared(Int32Array, [0, 3, -7]),
  connectionCosts: onShared(Int16Array, [-32_768, 0, 32_767, 5]),
  knownOffsets: onShared(Int32Array, [0, 1]),
  knownEntries: onShared(Int32Array, [9, 8, 7, 6, 1]),
  classOfCode: onShared(Int32Array, [0, 1, 1, 2]),
  classInvoke: onShared(Uint8Array, [1, 0, 1]),
  classGrouping: onShared(Uint8Array, [0]),
  unknownOffsets: onShared(Int32Array, [0, 1]),
  unknownEntries: onShared(Int32Array, [5, 4, 3, -2, 0]),
};

describe('the IPADIC tables file', () => {
  it('gives back every table, of its type and values, on shared memory', () => {
    const file = path.join(dir, 'tables.bin');
    writeIpadicTablesFile(file, tables);
    const read = readIpadicTablesFile(file);
    expect(Object.keys(read)).toEqual(Object.keys(tables));
    for (const name of Object.keys(tables) as (keyof IpadicTables)[]) {
      expect(read[name].constructor).toBe(tables[name].constructor);
      expect(Array.from(read[name])).toEqual(Array.from(tables[name]));
      expect(read[name].buffer).toBeInstanceOf(SharedArrayBuffer);
    }
  });

  it('refuses a file that is not one, and one cut short', () => {
    const other = path.join(dir, 'other.bin');
    writeFileSync(other, 'hello\n[]\n');
    expect(() => readIpadicTablesFile(other)).toThrow('no IPADIC tables file');
    const file = path.join(dir, 'cut.bin');
    writeIpadicTablesFile(file, tables);
    const whole = readIpadicTablesFile(file);
    expect(whole.unknownEntries).toHaveLength(5);
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 3));
    expect(() => readIpadicTablesFile(file)).toThrow('ends inside unknownEntries');
  });

  it('refuses a file whose tables were damaged, and reads a sound one asynchronously', async () => {
    const file = path.join(dir, 'damaged.bin');
    await saveIpadicTablesFile(file, tables);
    expect(Array.from((await loadIpadicTablesFile(file)).knownEntries)).toEqual([9, 8, 7, 6, 1]);
    const bytes = readFileSync(file);
    // The last byte of the last table (unknownEntries' 0).
    bytes[bytes.length - 1] ^= 0x40;
    writeFileSync(file, bytes);
    await expect(loadIpadicTablesFile(file)).rejects.toThrow('is damaged');
    expect(() => readIpadicTablesFile(file)).toThrow('is damaged');
  });
});
