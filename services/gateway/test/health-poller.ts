import { Worker } from 'node:worker_threads';

/** One health request: how long it took, and the CPU the process's main thread used meanwhile. */
export interface HealthPoll {
  ms: number;
  /** ms of CPU (10 ms ticks) of the main thread during the request; null where there is no /proc. */
  mainCpuMs: number | null;
}

/**
 * Polls /api/healthcheck from its own thread (its own event loop) and reports every latency,
 * with the main thread's CPU time during each (threadCpuMsOf, read by the polling thread): a slow
 * answer while the main thread was busy all along is a held event loop; a slow answer while it
 * used little CPU was waiting for a core that other processes held.
 */
export function startHealthPoller(port: number): { stop: () => Promise<HealthPoll[]> } {
  const worker = new Worker(
    `
    const { parentPort } = require('node:worker_threads');
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const polls = [];
    let stopping = false;
    parentPort.on('message', () => { stopping = true; });
    let mainCpu;
    const once = () => new Promise((resolve) => {
      const started = performance.now();
      const cpu = mainCpu();
      const done = (ms) => {
        const after = mainCpu();
        polls.push({ ms, mainCpuMs: cpu === null || after === null ? null : after - cpu });
        resolve();
      };
      http.get({ host: '127.0.0.1', port: ${port}, path: '/api/healthcheck', agent }, (res) => {
        res.resume();
        res.on('end', () => done(performance.now() - started));
      }).on('error', () => done(Infinity));
    });
    (async () => {
      // The main thread's task id is the process id (the built platform library: this thread runs plain JavaScript).
      const { threadCpuMsOf } = await import('@kizuna/platform/threads');
      mainCpu = () => threadCpuMsOf(${process.pid});
      while (!stopping) { await once(); await new Promise((r) => setTimeout(r, 20)); }
      agent.destroy();
      parentPort.postMessage(polls);
    })();
    `,
    { eval: true },
  );
  return {
    stop: () =>
      new Promise<HealthPoll[]>((resolve) => {
        worker.once('message', (polls: HealthPoll[]) => {
          void worker.terminate();
          resolve(polls);
        });
        worker.postMessage('stop');
      }),
  };
}

/**
 * How long the main thread held its event loop during a poll: the answer's time, but no more than
 * the main thread's CPU time meanwhile (a thread cannot hold its loop longer than it runs; the rest
 * was waiting for a core). Without /proc, the answer's time.
 */
export function heldMs(poll: HealthPoll): number {
  return poll.mainCpuMs === null ? poll.ms : Math.min(poll.ms, poll.mainCpuMs);
}
