import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(repoRoot, 'web/src');

/**
 * The SPA's feature folders, top first: a folder imports only folders listed after it, so the
 * features import each other one way and a newcomer reads them top down. What two features both
 * use and neither owns (switches, chips, dialogs, status names) lives in web/src/shared.
 */
export const FEATURE_LAYERS = [
  'report',
  'files',
  'series',
  'relations',
  'graph',
  'review',
  'users',
  'upload',
  'database',
  'logs',
  'mask',
  'auth',
  'sharing',
  'labels',
  'layout',
  'home',
  'errors',
];

/** Folders beneath every feature: they import no feature folder. */
export const SHARED_FOLDERS = ['api', 'charts', 'download', 'i18n', 'session', 'shared', 'table', 'time', 'toasts'];

/** The composition root: it routes to every screen and holds the store, so it may import any folder. */
export const ROOT_FOLDER = 'app';

/** An import from one web/src folder into another (by their top-level names). */
export interface FolderImport {
  file: string;
  from: string;
  to: string;
}

/** The imports that break the layering: a feature importing a feature not beneath it, or a shared folder importing a feature. */
export function layerViolations(imports: FolderImport[]): string[] {
  const rank = (folder: string) => FEATURE_LAYERS.indexOf(folder);
  return imports
    .filter(({ from, to }) => {
      if (from === to || from === ROOT_FOLDER || to === ROOT_FOLDER) return false;
      if (SHARED_FOLDERS.includes(from)) return rank(to) >= 0;
      return rank(to) >= 0 && rank(to) <= rank(from);
    })
    .map(({ file, from, to }) =>
      SHARED_FOLDERS.includes(from)
        ? `${file}: the shared folder ${from}/ imports the feature ${to}/`
        : `${file}: ${from}/ imports ${to}/, which is not beneath it (move what both use to web/src/shared)`,
    );
}

/** The top-level folder of web/src a path lies in, or undefined for a file directly in web/src. */
function topFolder(file: string): string | undefined {
  const parts = path.relative(webSrc, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

/** Every relative import between two folders of web/src, tests left out (a test may compose features). */
function folderImports(): FolderImport[] {
  const imports: FolderImport[] = [];
  for (const entry of readdirSync(webSrc, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.(spec|type-test)\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = topFolder(file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = topFolder(path.resolve(path.dirname(file), fileName));
      if (to && to !== from) imports.push({ file: path.relative(webSrc, file), from, to });
    }
  }
  return imports;
}

describe('web/src folder layers', () => {
  it('names every folder of web/src as a feature, a shared folder or the root', () => {
    const folders = readdirSync(webSrc, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const unnamed = folders.filter(
      (folder) => folder !== ROOT_FOLDER && !FEATURE_LAYERS.includes(folder) && !SHARED_FOLDERS.includes(folder),
    );
    expect(unnamed).toEqual([]);
  });

  it('refuses an upward or sideways import, and a shared folder importing a feature', () => {
    expect(
      layerViolations([
        { file: 'labels/A.tsx', from: 'labels', to: 'graph' },
        { file: 'graph/B.tsx', from: 'graph', to: 'labels' },
        { file: 'shared/C.tsx', from: 'shared', to: 'graph' },
        { file: 'graph/D.tsx', from: 'graph', to: 'shared' },
        { file: 'toasts/E.ts', from: 'toasts', to: 'app' },
      ]),
    ).toEqual([
      'labels/A.tsx: labels/ imports graph/, which is not beneath it (move what both use to web/src/shared)',
      'shared/C.tsx: the shared folder shared/ imports the feature graph/',
    ]);
  });

  it('holds for the code: the feature folders import each other one way', () => {
    const imports = folderImports();
    // The check reads the imports it judges: the graph's use of the labels is among them.
    expect(imports.some(({ from, to }) => from === 'graph' && to === 'labels')).toBe(true);
    expect(layerViolations(imports)).toEqual([]);
  });
});
