import type { JsonLogger } from '../logging/index.js';
import type { HealthRegistry } from './health-registry.js';

/** What a readiness probe tells anyone who asks: ready or not. */
export interface Readiness {
  status: 'ok' | 'error';
}

/**
 * Runs the readiness checks for an unauthenticated probe: the answer says only whether the process
 * is ready, since the reasons name hosts, addresses and driver errors an attacker maps the system
 * with; they go to the log, where operators read them (admins also see them on /mysql).
 */
export async function readiness(health: HealthRegistry, logger: JsonLogger): Promise<Readiness> {
  const report = await health.run();
  if (report.status !== 'ok') {
    const failing = Object.fromEntries(
      Object.entries(report.checks)
        .filter(([, c]) => c.status !== 'ok')
        .map(([name, c]) => [name, c.error ?? 'failed']),
    );
    logger.warn('not ready', { failing });
  }
  return { status: report.status };
}
