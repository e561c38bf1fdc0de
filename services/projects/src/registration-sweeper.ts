import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Clock } from '@kizuna/platform/clock';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { JsonLogger } from '@kizuna/platform/logging';
import { CONFIG, LOGGER } from '@kizuna/platform/runtime';
import { ProjectsService } from './projects.service.js';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes projects registered but never started once they are older than UPLOAD_TTL_HOURS, with
 * their dataset: the same time an upload never registered is kept (step 3 tells the user).
 */
@Injectable()
export class RegistrationSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly projects: ProjectsService,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweepLogged(), SWEEP_EVERY_MS);
    this.timer.unref();
    void this.sweepLogged();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Returns how many projects were removed. */
  sweep(): Promise<number> {
    const before = new Date(this.clock.now() - this.config.upload.ttlHours * 3600 * 1000).toISOString();
    return this.projects.removeNeverStarted(before);
  }

  private async sweepLogged(): Promise<void> {
    try {
      const removed = await this.sweep();
      if (removed > 0) this.logger.info('projects never started removed', { removed });
    } catch (err) {
      // Retried at the next interval; nothing waits on it.
      this.logger.warn('sweeping projects never started failed', {
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
}
