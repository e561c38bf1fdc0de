import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface KizunaServer {
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server, keeping its data folder. */
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL, as a crash or the OOM killer would), keeping its data folder. */
  kill(): Promise<void>;
  /** Stops and removes the data folder. */
  close(): Promise<void>;
}

export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts the built Kizuna (`node launcher/dist/main.js`, as npm start does) on a free port and waits until it answers. */
export async function startKizunaServer(
  env: Record<string, string> = {},
  dataDir?: string,
  fixedPort?: number,
): Promise<KizunaServer> {
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'kizuna-e2e-')));
  const port = fixedPort ?? (await freePort());
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-old-space-size=3072', path.join(repoRoot, 'launcher/dist/main.js')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // A machine shared with other work may need longer (a start-up that restarts an analysis took
  // over 30 s there); KIZUNA_E2E_START_MS sets it.
  const startMs = Number(process.env.KIZUNA_E2E_START_MS ?? 90_000);
  const until = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Kizuna exited with ${child.exitCode} during start-up`);
    try {
      const res = await fetch(`${url}/api/healthcheck`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      // Not left running behind the failed test.
      child.kill('SIGKILL');
      throw new Error(`Kizuna did not start within ${startMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  };
  return {
    url,
    port,
    dataDir: dir,
    stop,
    kill,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
