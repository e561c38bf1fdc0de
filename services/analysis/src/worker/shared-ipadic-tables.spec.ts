import { describe, expect, it } from '@jest/globals';
import { ENTRY_INTS } from '../engine/text/ipadic-tables.js';
import { sharedIpadicTables } from './shared-ipadic-tables.js';

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
});
