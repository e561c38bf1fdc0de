import { Inject, Injectable } from '@nestjs/common';
import { HEALTH_TOPICS } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import type { HealthRegistry } from '@kizuna/platform/health';
import { HEALTH } from '@kizuna/platform/runtime';

export interface CheckResult {
  status: 'ok' | 'error';
  error?: string;
}

export interface SystemStatus {
  /** Spec §8 database status codes: 1 everything answers, 0 something does not. */
  status: 0 | 1;
  /** `bus:<service>`, `documents:<service>`, `objects`, … */
  checks: Record<string, CheckResult>;
}

/** A service that does not answer over the bus within this is reported as down. */
const BUS_TIMEOUT_MS = 3000;

/**
 * The system status (/mysql): the stores this process reaches, and every service asked over the
 * bus for its own (so the bus is checked on the way). In distributed mode that is the only way
 * to see another pod's database.
 */
@Injectable()
export class SystemStatusService {
  constructor(
    private readonly bus: BusClient,
    @Inject(HEALTH) private readonly health: HealthRegistry,
  ) {}

  async check(): Promise<SystemStatus> {
    const local = await this.health.run(BUS_TIMEOUT_MS);
    const checks: Record<string, CheckResult> = { ...local.checks };
    await Promise.all(
      Object.entries(HEALTH_TOPICS).map(async ([service, topic]) => {
        try {
          const reply = await withTimeout(this.bus.request(topic, {}), BUS_TIMEOUT_MS);
          checks[`bus:${service}`] = { status: 'ok' };
          for (const c of reply.checks) checks[c.name] = c.ok ? { status: 'ok' } : { status: 'error', error: c.error };
        } catch (err) {
          checks[`bus:${service}`] = { status: 'error', error: err instanceof Error ? err.message : String(err) };
        }
      }),
    );
    const sorted = Object.fromEntries(Object.entries(checks).sort(([a], [b]) => a.localeCompare(b)));
    return { status: Object.values(sorted).every((c) => c.status === 'ok') ? 1 : 0, checks: sorted };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('did not answer in time')), ms).unref()),
  ]);
}
