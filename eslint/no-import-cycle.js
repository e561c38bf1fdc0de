/*
 * kizuna/no-import-cycle: an import that closes a circle of files fails the lint.
 *
 * Only relative imports are followed: across packages tsc's project references already refuse a
 * circle, so the graph that can close one is the files of one package. Type-only and lazy
 * (`import()`) imports count too, since a circle of them still ties the files into one unit that
 * can neither be read nor moved apart. The files a linted file does not hold are read from disk
 * once per process (and again when they change), so `eslint .` reads each file once.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TS_FOR_JS = { '.js': ['.ts', '.tsx', '.js', '.jsx'], '.mjs': ['.mts', '.mjs'], '.cjs': ['.cts', '.cjs'] };
const BARE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

const isFile = (file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The source file a relative specifier names, as node, tsc (nodenext) and Vite (bundler) find it. */
export function resolveRelative(fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier);
  const ext = path.extname(target);
  const candidates = [];
  if (TS_FOR_JS[ext]) candidates.push(...TS_FOR_JS[ext].map((e) => target.slice(0, -ext.length) + e));
  else if (SOURCE_FILE.test(target)) candidates.push(target);
  candidates.push(
    ...BARE_EXTENSIONS.map((e) => target + e),
    ...BARE_EXTENSIONS.map((e) => path.join(target, 'index' + e)),
  );
  return candidates.find(isFile);
}

const specifiersCache = new Map();

/** The files that `file` imports by relative path, as it stands on disk. */
function importsOnDisk(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = specifiersCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.targets;
  const text = fs.readFileSync(file, 'utf8');
  const targets = ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((s) => s.startsWith('.'))
    .map((s) => resolveRelative(file, s))
    .filter(Boolean);
  specifiersCache.set(file, { mtimeMs: stat.mtimeMs, targets });
  return targets;
}

/**
 * For every file that `start` reaches and that reaches `start` back: the next file on a shortest
 * way from it to `start`. `ownTargets` are start's imports as linted (its text may be unsaved).
 */
function waysBack(start, ownTargets) {
  const importsOf = (file) => (file === start ? ownTargets : importsOnDisk(file));
  const importers = new Map();
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const target of importsOf(file)) {
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target).add(file);
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  const next = new Map();
  const back = [start];
  while (back.length) {
    const file = back.shift();
    for (const importer of importers.get(file) ?? []) {
      if (importer === start || next.has(importer)) continue;
      next.set(importer, file);
      back.push(importer);
    }
  }
  return next;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that closes a circle of files (files that import each other in a loop).' },
    schema: [],
    messages: {
      cycle:
        'This import closes an import circle: {{circle}}. Move what both sides need into a file of its own that imports neither.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!SOURCE_FILE.test(file) || !path.isAbsolute(file)) return {};
    const imports = [];
    const collect = (node) => {
      const source = node.source;
      if (source && source.type === 'Literal' && typeof source.value === 'string' && source.value.startsWith('.'))
        imports.push({ node, target: resolveRelative(file, source.value) });
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      'Program:exit'() {
        const ownTargets = imports.map((i) => i.target).filter(Boolean);
        if (!ownTargets.length) return;
        const next = waysBack(file, ownTargets);
        const root = context.cwd;
        for (const { node, target } of imports) {
          if (!target || (target !== file && !next.has(target))) continue;
          const way = [file, target];
          for (let f = target; f !== file; f = next.get(f)) way.push(next.get(f));
          const circle = way.map((f) => path.relative(root, f)).join(' → ');
          context.report({ node, messageId: 'cycle', data: { circle } });
        }
      },
    };
  },
};

export const kizunaPlugin = { meta: { name: 'kizuna' }, rules: { 'no-import-cycle': rule } };

export const noImportCycle = [
  {
    name: 'kizuna/no-import-cycle',
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { kizuna: kizunaPlugin },
    rules: { 'kizuna/no-import-cycle': 'error' },
  },
];
