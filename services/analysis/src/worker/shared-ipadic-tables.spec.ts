import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ENTRY_INTS } from '../engine/text/ipadic-tables.js';
import type { IpadicTables } from '../engine/text/ipadic-tables.js';
import { loadIpadicTablesFile, writeIpadicTablesFile } from './ipadic-tables-file.js';
import { ipadicTablesCacheName, ipadicTablesKeptIn, sharedIpadicTables } from './shared-ipadic-tables.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'kizuna-dictionary-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sharedIpadicTables', () => {
  it('compiles the tables once per process, on shared memory every thread can read without a copy', async () => {
    const first = sharedIpadicTables();
    expect(sharedIpadicTables()).toBe(first);
    const tables = await first;
    for (const array of Object.values(tables))
      expect(Object.prototype.toString.call(array.buffer)).toBe('[object SharedArrayBuffer]');
    // IPADIC: about 390,000 known entries behind 325,000 trie targets; every entry is in one target's range.
    const targets = tables.knownOffsets.length - 1;
    expect(targets).toBeGreaterThan(300_000);
    expect(tables.knownOffsets[targets]).toBe(tables.knownEntries.length / ENTRY_INTS);
    expect(tables.knownEntries.length / ENTRY_INTS).toBeGreaterThan(380_000);
    expect(tables.classOfCode).toHaveLength(0x10000);
  }, 30_000);

  it('reads the tables kept in the cache folder instead of compiling them', async () => {
    const folder = path.join(dir, 'kept');
    const tiny = Object.fromEntries(
      Object.keys(await sharedIpadicTables()).map((name) => [name, new Int32Array(new SharedArrayBuffer(8)).fill(7)]),
    ) as unknown as IpadicTables;
    writeIpadicTablesFile(path.join(folder, ipadicTablesCacheName()), tiny);
    const read = await ipadicTablesKeptIn(folder);
    expect(Array.from(read.knownEntries)).toEqual([7, 7]);
  });

  it('compiles the tables again over a damaged copy, and keeps them sound', async () => {
    const folder = path.join(dir, 'damaged');
    const file = path.join(folder, ipadicTablesCacheName());
    writeIpadicTablesFile(file, await sharedIpadicTables());
    writeFileSync(file, 'kizuna-ipadic-tables-2\n{"tables":[],"crc32":1}\n');
    const compiled = await ipadicTablesKeptIn(folder);
    expect(compiled.knownEntries.length / ENTRY_INTS).toBeGreaterThan(380_000);
    expect((await loadIpadicTablesFile(file)).knownEntries).toHaveLength(compiled.knownEntries.length);
  }, 30_000);
});
