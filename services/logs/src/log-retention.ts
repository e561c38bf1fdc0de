import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from '@kizuna/platform/clock';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { JsonLogger } from '@kizuna/platform/logging';
import { CONFIG, LOGGER } from '@kizuna/platform/runtime';
import { LogExportWriter } from './log-export-writer.js';
import { LogStreams } from './log-streams.js';

const DAY_MS = 86_400_000;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Removes log entries older than LOG_RETENTION_DAYS at start-up and every hour after, while the
 * service keeps serving; exports nobody fetched are removed too.
 */
@Injectable()
export class LogRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(LOGGER) private readonly logger: JsonLogger,
    private readonly streams: LogStreams,
    private readonly exports: LogExportWriter,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; a pass under way is joined rather than started twice. */
  sweep(now = this.clock.now()): Promise<void> {
    this.running ??= this.pass(now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(now: number): Promise<void> {
    const before = now - this.config.logs.retentionDays * DAY_MS;
    try {
      await this.streams.access.removeBefore(before);
      await this.streams.security.removeBefore(before);
      await this.exports.sweep(now);
    } catch (error) {
      this.logger.error('log retention pass failed; the next one tries again', { error: String(error) });
    }
  }
}
