import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { HealthRegistry } from '../health/index.js';
import { JsonLogger } from '../logging/index.js';
import { startHealthListener } from './health-listener.js';

describe('the health listener of processes without the gateway (HEALTH_PORT)', () => {
  let server: Server | null = null;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  });

  it('answers readiness with the status alone; why it is not ready goes to the log', async () => {
    const health = new HealthRegistry();
    health.register('documents:auth', async () => {
      throw new Error('connect ECONNREFUSED mongo.internal.example:27017');
    });
    const lines: string[] = [];
    server = await startHealthListener(health, 0, '127.0.0.1', new JsonLogger('health', 'info', (l) => lines.push(l)));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    const text = await ready.text();
    expect(JSON.parse(text)).toEqual({ status: 'error' });
    expect(text).not.toMatch(/ECONNREFUSED|mongo|documents/);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 'warn',
      msg: 'not ready',
      failing: { 'documents:auth': 'connect ECONNREFUSED mongo.internal.example:27017' },
    });

    health.register('documents:auth', async () => undefined);
    const again = await fetch(`${base}/health/ready`);
    expect([again.status, await again.json()]).toEqual([200, { status: 'ok' }]);
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
  });
});
