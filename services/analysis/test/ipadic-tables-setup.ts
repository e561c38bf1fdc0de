// Jest setup for the unit project: the IPADIC tables the global setup compiled once for the run
// (scripts/jest-global-setup.mjs) are read from its file when a test file first needs them,
// instead of each file compiling its own inside Jest's module sandbox (8-12 s a file).
import { takeIpadicTablesFrom } from '../src/engine/text/ipadic-tables.js';
import type { IpadicTables } from '../src/engine/text/ipadic-tables.js';
import { readIpadicTablesFile } from '../src/worker/ipadic-tables-file.js';

const file = process.env.KIZUNA_TEST_IPADIC_TABLES;
let tables: IpadicTables | null = null;
if (file)
  takeIpadicTablesFrom(() => {
    tables ??= readIpadicTablesFile(file);
    return tables;
  });
