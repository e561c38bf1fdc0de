import net from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@kizuna/platform/config';
import { startKizuna } from './start-kizuna.js';

/** A loopback port that was free a moment ago and is closed now. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('distributed start-up', () => {
  it('fails within 30 s with one message naming the broker, database and object store it could not reach', async () => {
    const [kafka, mongo, s3] = [await closedPort(), await closedPort(), await closedPort()];
    const config = loadConfig({
      KIZUNA_MODE: 'distributed',
      KIZUNA_SERVICES: 'projects',
      KAFKA_BROKERS: `127.0.0.1:${kafka}`,
      MONGO_URL: `mongodb://kizuna:secret@127.0.0.1:${mongo}/?authSource=admin`,
      S3_ENDPOINT: `http://127.0.0.1:${s3}`,
      S3_ACCESS_KEY: 'k',
      S3_SECRET_KEY: 's',
      AUTH_TOKEN_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'error',
    });
    const started = Date.now();
    const failure = await startKizuna(config, { listen: false }).then(
      () => null,
      (err: unknown) => err as Error,
    );
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(failure).toBeInstanceOf(Error);
    const message = failure!.message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(/^Cannot reach /);
    expect(message).toContain(`Kafka at KAFKA_BROKERS=127.0.0.1:${kafka}`);
    expect(message).toContain(`MongoDB at MONGO_URL=127.0.0.1:${mongo}`);
    expect(message).toContain(`S3_ENDPOINT=127.0.0.1:${s3}`);
    expect(message).not.toContain('secret');
  }, 45_000);
});
