// Compiles the IPADIC tables once for the whole test run, in plain Node: for the unit tests into the
// file named in KIZUNA_TEST_IPADIC_TABLES (services/analysis/test/ipadic-tables-setup.ts reads it:
// compiled inside Jest's module sandbox they took 8-12 s in each of about a dozen files), and for
// every Kizuna a test starts into the dictionary cache folder named in DICTIONARY_CACHE_DIR (read
// by the product as it reads its own cache: 0.05 s, where each instance compiled them for 2.5 s).
// Without a build (Jest run by hand before `npm run build`), nothing is done and each compiles its own.
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
  const { ipadicTablesCacheName } = await import(
    pathToFileURL(path.join(dist, 'worker', 'shared-ipadic-tables.js')).href
  );
  const file = path.join(os.tmpdir(), `kizuna-test-ipadic-${process.pid}.bin`);
  const cacheDir = path.join(os.tmpdir(), `kizuna-test-dictionary-cache-${process.pid}`);
  delete process.env.KIZUNA_TEST_IPADIC_TABLES;
  delete process.env.DICTIONARY_CACHE_DIR;
  const tables = await loadIpadicTables();
  writeIpadicTablesFile(file, tables);
  writeIpadicTablesFile(path.join(cacheDir, ipadicTablesCacheName()), tables);
  process.env.KIZUNA_TEST_IPADIC_TABLES = file;
  process.env.DICTIONARY_CACHE_DIR = cacheDir;
}
