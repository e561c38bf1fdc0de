import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Clock } from '@kizuna/platform/clock';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { JsonLogger } from '@kizuna/platform/logging';
import type { ObjectStore } from '@kizuna/platform/objects';
import { CONFIG, LOGGER, OBJECT_STORE } from '@kizuna/platform/runtime';
import { uploadTime } from './upload-key.js';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** A temporary file of a put not written to for this long is a leftover, not a slow upload. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/** Removes uploads that were never registered as a project once they are older than UPLOAD_TTL_HOURS. */
@Injectable()
export class UploadSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    @Inject(LOGGER) private readonly logger: JsonLogger,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweepLogged(), SWEEP_EVERY_MS);
    this.timer.unref();
    void this.sweepLogged(this.clock.now());
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Returns how many uploads were removed. */
  async sweep(now = this.clock.now()): Promise<number> {
    const maxAge = this.config.upload.ttlHours * 3600 * 1000;
    let removed = 0;
    for (const key of await this.objects.list('uploads/')) {
      const at = uploadTime(key);
      if (at !== null && now - at > maxAge) {
        await this.objects.delete(key);
        removed++;
      }
    }
    return removed;
  }

  /** Returns how many temporary files were removed. */
  async sweepTemporary(before = this.clock.now() - STALE_TEMPORARY_MS): Promise<number> {
    return (await this.objects.sweepTemporary?.(before)) ?? 0;
  }

  private async sweepLogged(temporaryBefore?: number): Promise<void> {
    try {
      const removed = await this.sweep();
      if (removed > 0) this.logger.info('expired uploads removed', { removed });
      const leftovers = await this.sweepTemporary(temporaryBefore);
      if (leftovers > 0) this.logger.info('temporary files of cut-off uploads removed', { removed: leftovers });
    } catch (err) {
      // A background sweep that fails is retried at the next interval; nothing waits on it.
      this.logger.warn('sweeping uploads failed', { error: err instanceof Error ? err.message : String(err) });
    }
  }
}
