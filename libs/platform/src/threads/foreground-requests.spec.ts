import { afterEach, describe, expect, it } from '@jest/globals';
import { Worker } from 'node:worker_threads';
import { ForegroundRequests, giveWayToRequests, HOLD_AT_MOST_MS } from './foreground-requests.js';

/**
 * A worker thread that gives way (the built library: eval'd threads run plain JavaScript) and
 * says how long it waited.
 */
function giveWayInWorker(shared: SharedArrayBuffer, atMostMs: number): { waited: Promise<number>; worker: Worker } {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    import('@kizuna/platform/threads').then(({ giveWayToRequests }) =>
      parentPort.postMessage(giveWayToRequests(workerData.shared, workerData.atMostMs)));
    `,
    { eval: true, workerData: { shared, atMostMs } },
  );
  const waited = new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { waited, worker };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ForegroundRequests', () => {
  const workers: Worker[] = [];
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.terminate();
  });

  it('counts the requests being answered; ending one twice counts once', () => {
    const foreground = new ForegroundRequests();
    const first = foreground.begin();
    const second = foreground.begin();
    expect(foreground.active).toBe(2);
    first();
    first();
    expect(foreground.active).toBe(1);
    second();
    expect(foreground.active).toBe(0);
  });

  it('lets a request hold background work for HOLD_AT_MOST_MS at most', async () => {
    const foreground = new ForegroundRequests();
    const end = foreground.begin();
    await sleep(HOLD_AT_MOST_MS + 100);
    expect(foreground.active).toBe(0);
    // Its real end afterwards does not count it off again.
    end();
    expect(foreground.active).toBe(0);
  });

  it('holds a worker thread while a request is answered and lets it go when the request ends', async () => {
    const foreground = new ForegroundRequests();
    const end = foreground.begin();
    const { waited, worker } = giveWayInWorker(foreground.shared, 5000);
    workers.push(worker);
    await sleep(400);
    end();
    const ms = await waited;
    // The worker started some time after the request; it waited until the end, not for its 5 s.
    expect(ms).toBeGreaterThan(50);
    expect(ms).toBeLessThan(HOLD_AT_MOST_MS + 500);
  });

  it('does not hold a worker when nothing is being answered, nor longer than it allows', async () => {
    const foreground = new ForegroundRequests();
    expect(giveWayToRequests(foreground.shared)).toBeLessThan(5);
    foreground.begin();
    const { waited, worker } = giveWayInWorker(foreground.shared, 150);
    workers.push(worker);
    const ms = await waited;
    expect(ms).toBeGreaterThanOrEqual(149);
    expect(ms).toBeLessThan(HOLD_AT_MOST_MS);
  });
});
