import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtWorkerScript, packageDir } from './built-worker-script.js';

describe('builtWorkerScript', () => {
  // A package with a nested package of another name between it and the module asking.
  function fakePackage(): { root: string; from: string; done: () => void } {
    const root = mkdtempSync(path.join(os.tmpdir(), 'kizuna-pkg-'));
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: '@kizuna/fake' }));
    mkdirSync(path.join(root, 'src', 'inner', 'worker'), { recursive: true });
    writeFileSync(path.join(root, 'src', 'inner', 'package.json'), JSON.stringify({ name: 'something-else' }));
    mkdirSync(path.join(root, 'dist', 'worker'), { recursive: true });
    writeFileSync(path.join(root, 'dist', 'worker', 'built.js'), '');
    const from = pathToFileURL(path.join(root, 'src', 'inner', 'worker', 'caller.ts')).href;
    return { root, from, done: () => rmSync(root, { recursive: true, force: true }) };
  }

  it('finds the package by its name, not by the nearest package.json', () => {
    const { root, from, done } = fakePackage();
    try {
      expect(packageDir({ name: '@kizuna/fake', from })).toBe(root);
      const pkg = { name: '@kizuna/fake', from, build: 'npx tsc -b fake' };
      expect(builtWorkerScript(pkg, 'built worker', 'worker', 'built.js')).toBe(
        path.join(root, 'dist', 'worker', 'built.js'),
      );
    } finally {
      done();
    }
  });

  it('says what is not built and how to build it', () => {
    const { from, done } = fakePackage();
    try {
      const pkg = { name: '@kizuna/fake', from, build: 'npx tsc -b fake' };
      expect(() => builtWorkerScript(pkg, 'missing worker', 'worker', 'missing.js')).toThrow(
        /missing worker not built: .*missing\.js is missing \(run "npx tsc -b fake"\)/,
      );
      expect(() => packageDir({ name: '@kizuna/nowhere', from })).toThrow(/no @kizuna\/nowhere package.json above/);
    } finally {
      done();
    }
  });
});
