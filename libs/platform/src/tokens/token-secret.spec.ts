import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config/index.js';
import { resolveTokenSecret } from './token-secret.js';

describe('resolveTokenSecret in the embedded mode', () => {
  let dataDir: string;
  const secretFile = () => path.join(dataDir, 'auth-token-secret');
  const config = () => loadConfig({ DATA_DIR: dataDir });

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-secret-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates a secret once and keeps it across restarts', async () => {
    const first = await resolveTokenSecret(config());
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveTokenSecret(config())).toBe(first);
    expect((await readFile(secretFile(), 'utf8')).trim()).toBe(first);
  });

  it('gives concurrent callers of one process the same secret', async () => {
    const secrets = await Promise.all([1, 2, 3, 4].map(() => resolveTokenSecret(config())));
    expect(new Set(secrets).size).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['blank', ' \n'],
    ['torn', 'abc'],
  ])('replaces an %s secret file instead of locking everyone out', async (_name, content) => {
    await writeFile(secretFile(), content);
    const secret = await resolveTokenSecret(config());
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(secretFile(), 'utf8')).trim()).toBe(secret);
  });

  it('prefers the configured secret and writes no file', async () => {
    const configured = 'x'.repeat(40);
    expect(await resolveTokenSecret(loadConfig({ DATA_DIR: dataDir, AUTH_TOKEN_SECRET: configured }))).toBe(configured);
    await expect(readFile(secretFile(), 'utf8')).rejects.toThrow('ENOENT');
  });
});
