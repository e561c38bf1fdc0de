import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { JsonLogger } from '../logging/index.js';
import { PrivateDataFolder } from './private-data-folder.js';

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('PrivateDataFolder', () => {
  let scratch: string;
  let umaskBefore: number;
  const lines: string[] = [];
  const logger = new JsonLogger('platform', 'info', (line) => lines.push(line));

  beforeEach(async () => {
    // A process started with the usual umask, as Kizuna is.
    umaskBefore = process.umask(0o022);
    scratch = await mkdtemp(path.join(os.tmpdir(), 'kizuna-private-'));
    lines.length = 0;
  });
  afterEach(async () => {
    process.umask(umaskBefore);
    await rm(scratch, { recursive: true, force: true });
  });

  it('makes what an older start left readable private: files 0600, folders 0700, all the way down', async () => {
    const data = path.join(scratch, 'data');
    await mkdir(path.join(data, 'outbox'), { recursive: true, mode: 0o755 });
    await mkdir(path.join(data, 'objects', 'uploads', 'u1'), { recursive: true, mode: 0o775 });
    await writeFile(path.join(data, 'outbox', 'reset.eml'), 'a password link', { mode: 0o644 });
    await writeFile(path.join(data, 'objects', 'uploads', 'u1', 'posts.csv'), 'a,b\n', { mode: 0o666 });
    await writeFile(path.join(data, 'run.sh'), '#!/bin/sh\n', { mode: 0o755 });
    await chmod(data, 0o755);

    await new PrivateDataFolder(data, logger).secure();

    expect(await modeOf(data)).toBe(0o700);
    expect(await modeOf(path.join(data, 'outbox'))).toBe(0o700);
    expect(await modeOf(path.join(data, 'objects', 'uploads', 'u1'))).toBe(0o700);
    expect(await modeOf(path.join(data, 'outbox', 'reset.eml'))).toBe(0o600);
    expect(await modeOf(path.join(data, 'objects', 'uploads', 'u1', 'posts.csv'))).toBe(0o600);
    // The owner keeps what it had: only group and others lose theirs.
    expect(await modeOf(path.join(data, 'run.sh'))).toBe(0o700);
    expect(lines.join('\n')).toContain('"fixed":8');
  });

  it('creates a missing folder private, and from then on everything written in the process is private', async () => {
    const data = path.join(scratch, 'new-data');
    await new PrivateDataFolder(data, logger).secure();
    expect(await modeOf(data)).toBe(0o700);
    await mkdir(path.join(data, 'documents', 'auth'), { recursive: true });
    await writeFile(path.join(data, 'documents', 'auth', 'users.db'), '{}\n');
    expect(await modeOf(path.join(data, 'documents'))).toBe(0o700);
    expect(await modeOf(path.join(data, 'documents', 'auth', 'users.db'))).toBe(0o600);
    expect(lines).toEqual([]);
  });

  it('neither follows nor changes symbolic links out of the folder', async () => {
    const data = path.join(scratch, 'data');
    const elsewhere = path.join(scratch, 'shared.txt');
    await mkdir(data, { mode: 0o700 });
    await writeFile(elsewhere, 'not Kizuna', { mode: 0o644 });
    await symlink(elsewhere, path.join(data, 'link'));
    await symlink(scratch, path.join(data, 'folder-link'));
    await new PrivateDataFolder(data, logger).secure();
    expect(await modeOf(elsewhere)).toBe(0o644);
  });
});
