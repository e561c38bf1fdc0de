import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packagesNotSupporting, type LockFile } from './node-engines.js';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

describe('every dependency supports the Node line the README names', () => {
  const root = readJson('package.json') as { engines: { node: string } };
  const lock = readJson('package-lock.json') as LockFile;

  it('the README names the Node line of package.json', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toContain(`\`engines\` says \`${root.engines.node}\``);
    expect(readme).toContain('**Supported Node line: 20**');
  });

  it('no installed package declares a narrower engines.node than package.json', () => {
    expect(Object.keys(lock.packages).length).toBeGreaterThan(100);
    const unsupported = packagesNotSupporting(root.engines.node, lock).map(
      ({ location, version, declares }) => `${location}@${version} declares node "${declares}"`,
    );
    expect(unsupported).toEqual([]);
  });
});

describe('packagesNotSupporting', () => {
  const supported = '>=20.19 <21 || >=22.13 <23 || >=24';
  const lock = (engines: unknown): LockFile => ({
    packages: { '': { engines: { node: '>=1' } }, 'node_modules/p': { version: '1.0.0', engines } },
  });

  it('names a package that wants a later Node, an upper bound or a range npm cannot read', () => {
    for (const node of [
      '>=22',
      '^20.19.0 || ^22.13.0 || >=24 <26',
      '^20.19 || ^22.14 || >=24',
      '>=18 <=20.18',
      'twenty',
    ]) {
      expect(packagesNotSupporting(supported, lock({ node }))).toEqual([
        { location: 'node_modules/p', version: '1.0.0', declares: node },
      ]);
    }
  });

  it('accepts a package whose range holds all of the supported one, or that declares none', () => {
    for (const engines of [
      { node: '>=18' },
      { node: '^20.19.0 || ^22.13.0 || >=24' },
      { node: '^18.14.0 || ^20.0.0 || ^22.0.0 || >=24.0.0' },
      { node: '*' },
      {},
      undefined,
      ['node >= 0.4'],
      { npm: '>=99' },
    ]) {
      expect(packagesNotSupporting(supported, lock(engines))).toEqual([]);
    }
  });
});
