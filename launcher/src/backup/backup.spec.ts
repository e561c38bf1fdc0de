import { appendFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Topic } from '@kizuna/proto';
import { BusClient, InProcessClient } from '@kizuna/platform/bus';
import { loadConfig } from '@kizuna/platform/config';
import { startKizuna, type RunningKizuna } from '../start-kizuna.js';
import { copyDataFolder } from './copy-data-folder.js';
import { restoreDataFolder, RestoreRefused } from './restore-data-folder.js';

const start = (dataDir: string) =>
  startKizuna(loadConfig({ DATA_DIR: dataDir, KIZUNA_SERVICES: 'auth', LOG_LEVEL: 'error' }), { listen: false });
const busOf = (k: RunningKizuna) => new BusClient(new InProcessClient(k.runtime.broker));
const apply = (bus: BusClient, i: number) =>
  bus.request(Topic.AuthRegister, {
    username: `user${i}`,
    email: `user${i}@example.com`,
    lang: 'en',
    clientAddress: '',
  });

describe('backup and restore of the data folder', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'kizuna-backup-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('copies a running Kizuna while it writes, and the copy starts with what was there', async () => {
    const data = path.join(root, 'data');
    const backup = path.join(root, 'backup');
    const kizuna = await start(data);
    const bus = busOf(kizuna);
    for (let i = 0; i < 20; i++) await apply(bus, i);
    // Writes go on during the copy.
    const writing = (async () => {
      for (let i = 20; i < 120; i++) await apply(bus, i);
    })();
    await copyDataFolder(data, backup);
    await writing;
    await expect(restoreDataFolder(backup, data)).rejects.toThrow(RestoreRefused);
    await kizuna.stop();

    // The copy has no in-use marker and no half-written line.
    const files = await readdir(path.join(backup, 'documents', 'auth'));
    expect(files).not.toContain('.kizuna-pid');
    for (const f of files.filter((name) => name.endsWith('.db'))) {
      const text = await readFile(path.join(backup, 'documents', 'auth', f), 'utf8');
      expect([f, text === '' || text.endsWith('\n')]).toEqual([f, true]);
    }

    await writeFile(path.join(backup, 'backup.json'), '{}');
    const { kept } = await restoreDataFolder(backup, data);
    expect(kept).toMatch(/data\.before-restore-/);
    const restored = await start(data);
    try {
      const apps = await busOf(restored).request(Topic.AuthApplicationsList, { all: false });
      const emails = new Set(apps.users.map((u) => u.email));
      // Everything written before the copy began is there; later writes may or may not be.
      for (let i = 0; i < 20; i++) expect(emails.has(`user${i}@example.com`)).toBe(true);
      expect(apps.users.length).toBeLessThanOrEqual(120);
    } finally {
      await restored.stop();
    }
  });

  it('cuts a line file after its last complete line', async () => {
    const data = path.join(root, 'torn');
    const out = path.join(root, 'torn-copy');
    const dir = path.join(data, 'documents', 'auth');
    await mkdir(dir, { recursive: true });
    await appendFile(path.join(dir, 'users.db'), '{"_id":"a"}\n{"_id":"b"}\n{"_id":"c","na');
    await copyDataFolder(data, out);
    expect(await readFile(path.join(out, 'documents', 'auth', 'users.db'), 'utf8')).toBe('{"_id":"a"}\n{"_id":"b"}\n');
  });
});
