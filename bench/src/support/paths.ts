import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findUp(test: (manifest: Record<string, unknown>) => boolean): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && test(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package root not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/** The monorepo root (package.json with "workspaces"). */
export const repoRoot = (): string => findUp((m) => 'workspaces' in m);
/** The bench package folder. */
export const benchRoot = (): string => findUp((m) => m.name === '@kizuna/bench');
/** Generated data lives here (git-ignored). */
export const benchDataDir = (): string => path.join(repoRoot(), '.bench-data');
/**
 * The compiled dictionary tables the benches' Kizunas read (DICTIONARY_CACHE_DIR): each bench
 * starts on a fresh data folder, where the product would compile them again (2.5 s of a core,
 * during the first registration); an installed Kizuna has them in DATA_DIR/cache from its first
 * start on, before anyone can upload.
 */
export const benchDictionaryCacheDir = (): string => path.join(benchDataDir(), 'dictionary-cache');
/** Reference graphs with known groups, beside the clone. */
export const sharedGraphsDir = (): string => path.resolve(repoRoot(), '../shared/data/graphs');
