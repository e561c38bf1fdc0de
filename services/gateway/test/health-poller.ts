import { Worker } from 'node:worker_threads';

/** Polls /api/healthcheck from its own thread (its own event loop) and reports every latency. */
export function startHealthPoller(port: number): { stop: () => Promise<number[]> } {
  const worker = new Worker(
    `
    const { parentPort } = require('node:worker_threads');
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const latencies = [];
    let stopping = false;
    parentPort.on('message', () => { stopping = true; });
    const once = () => new Promise((resolve) => {
      const started = performance.now();
      http.get({ host: '127.0.0.1', port: ${port}, path: '/api/healthcheck', agent }, (res) => {
        res.resume();
        res.on('end', () => { latencies.push(performance.now() - started); resolve(); });
      }).on('error', () => { latencies.push(Infinity); resolve(); });
    });
    (async () => {
      while (!stopping) { await once(); await new Promise((r) => setTimeout(r, 20)); }
      agent.destroy();
      parentPort.postMessage(latencies);
    })();
    `,
    { eval: true },
  );
  return {
    stop: () =>
      new Promise<number[]>((resolve) => {
        worker.once('message', (latencies: number[]) => {
          void worker.terminate();
          resolve(latencies);
        });
        worker.postMessage('stop');
      }),
  };
}
