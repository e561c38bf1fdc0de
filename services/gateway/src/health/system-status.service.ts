import { Inject, Injectable } from '@nestjs/common';
import type { StorageStatus } from '@kizuna/http-api';
import { HEALTH_TOPICS } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { HealthRegistry } from '@kizuna/platform/health';
import { ORPHAN_REPORT_KEY, type ObjectStore, type OrphanReport } from '@kizuna/platform/objects';
import { CONFIG, HEALTH, OBJECT_STORE } from '@kizuna/platform/runtime';
import { STORED_BYTES_PER_UPLOADED_BYTE } from '../upload/room-for-upload.js';

export interface CheckResult {
  status: 'ok' | 'error';
  error?: string;
}

export interface SystemStatus {
  /** Spec §8 database status codes: 1 everything answers, 0 something does not. */
  status: 0 | 1;
  /** `bus:<service>`, `documents:<service>`, `objects`, … */
  checks: Record<string, CheckResult>;
  /** The data folder's room and the orphan sweep's count; null where the store cannot tell (S3). */
  storage: StorageStatus | null;
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
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    @Inject(CONFIG) private readonly config: KizunaConfig,
  ) {}

  /**
   * Low when less is free than the largest upload allowed needs once registered and analysed:
   * such an upload would be refused (errors.storage_full) and an administrator should act first.
   */
  async storage(): Promise<StorageStatus | null> {
    const space = await this.objects.freeSpace().catch(() => null);
    if (!space) return null;
    const lowBelow = this.config.upload.maxBytes * STORED_BYTES_PER_UPLOADED_BYTE;
    let orphans: StorageStatus['orphans'] = null;
    try {
      const report = JSON.parse((await this.objects.getBuffer(ORPHAN_REPORT_KEY)).toString('utf8')) as OrphanReport;
      orphans = {
        at: report.at,
        files: report.files,
        bytes: report.bytes,
        total_files: report.totalFiles,
        total_bytes: report.totalBytes,
      };
    } catch {
      // No sweep has ended yet (or its report is unreadable): nothing to show.
    }
    return {
      free_bytes: space.freeBytes,
      total_bytes: space.totalBytes,
      low: space.freeBytes < lowBelow,
      low_below_bytes: lowBelow,
      orphans,
    };
  }

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
    return {
      status: Object.values(sorted).every((c) => c.status === 'ok') ? 1 : 0,
      checks: sorted,
      storage: await this.storage(),
    };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('did not answer in time')), ms).unref()),
  ]);
}
