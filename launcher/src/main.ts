import v8 from 'node:v8';
import { ConfigError, loadConfig } from '@kizuna/platform/config';
import { JsonLogger } from '@kizuna/platform/logging';
import { startKizuna } from './start-kizuna.js';

const startupLog = new JsonLogger('launcher');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      startupLog.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const kizuna = await startKizuna(config);
  const log = new JsonLogger('launcher', config.logLevel);
  log.info('Kizuna started', {
    mode: config.mode,
    services: config.services,
    url: config.services.includes('gateway') ? `http://localhost:${config.port}/` : undefined,
    dataDir: config.dataDir,
    // The main thread's heap limit (npm start sets --max-old-space-size); analysis workers have their own.
    heapLimitMb: Math.round(v8.getHeapStatistics().heap_size_limit / 2 ** 20),
    analysisWorkerHeapMb: config.analysis.workerHeapMb,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('stopping', { signal });
    await kizuna.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  startupLog.error('start-up failed', err instanceof Error ? err : new Error(String(err)));
  process.exit(1);
});
