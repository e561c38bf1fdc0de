import http from 'node:http';
import { readiness, type HealthRegistry } from '../health/index.js';
import type { JsonLogger } from '../logging/index.js';

/**
 * A small HTTP listener for processes that run no gateway (Kubernetes probes of the auth,
 * projects, ingest, analysis and logs pods): GET /health/live answers 200 while the process
 * runs; GET /health/ready runs the health checks (stores, bus) and answers 200 or 503 with the
 * status alone (why goes to the log). Nothing else is served.
 */
export async function startHealthListener(
  health: HealthRegistry,
  port: number,
  host: string,
  logger: JsonLogger,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { status: 'error' });
    if (path === '/health/live' || path === '/api/healthcheck') return send(res, 200, { status: 'ok' });
    if (path === '/health/ready')
      return void readiness(health, logger).then(
        (ready) => send(res, ready.status === 'ok' ? 200 : 503, ready),
        () => send(res, 503, { status: 'error' }),
      );
    send(res, 404, { status: 'error' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
