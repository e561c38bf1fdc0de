import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Topic } from '@kizuna/proto';
import { BusClient, InProcessClient } from '@kizuna/platform/bus';
import { loadConfig } from '@kizuna/platform/config';
import { startKizuna } from './start-kizuna.js';

describe('startKizuna', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-launcher-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('runs one service alone when KIZUNA_SERVICES names only it', async () => {
    const kizuna = await startKizuna(loadConfig({ DATA_DIR: dir, KIZUNA_SERVICES: 'auth', LOG_LEVEL: 'error' }), {
      listen: false,
    });
    try {
      expect(kizuna.http).toBeNull();
      const bus = new BusClient(new InProcessClient(kizuna.runtime.broker));
      const login = await bus.request(Topic.AuthDevLogin, { email: 'admin@example.com', clientAddress: '' });
      expect(login.user?.isAdmin).toBe(true);
      // Nothing else runs here: a projects request finds no handler.
      await expect(bus.request(Topic.ProjectsList, {} as never)).rejects.toThrow();
    } finally {
      await kizuna.stop();
    }
  });
});
