// Compiles the IPADIC tables once for the whole test run, in plain Node, and names the file in
// KIZUNA_TEST_IPADIC_TABLES for every test file (services/analysis/test/ipadic-tables-setup.ts reads it): compiled inside
// Jest's module sandbox they took 8-12 s in each of about a dozen files. Without a build (Jest run
// by hand before `npm run build`), nothing is done and each file compiles its own.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'services', 'analysis', 'dist');

export default async function globalSetup() {
  const compiled = path.join(dist, 'engine', 'text', 'ipadic-tables.js');
  const fileModule = path.join(dist, 'worker', 'ipadic-tables-file.js');
  if (!existsSync(compiled) || !existsSync(fileModule)) return;
  const { loadIpadicTables } = await import(pathToFileURL(compiled).href);
  const { writeIpadicTablesFile } = await import(pathToFileURL(fileModule).href);
  const file = path.join(os.tmpdir(), `kizuna-test-ipadic-${process.pid}.bin`);
  delete process.env.KIZUNA_TEST_IPADIC_TABLES;
  writeIpadicTablesFile(file, await loadIpadicTables());
  process.env.KIZUNA_TEST_IPADIC_TABLES = file;
}
