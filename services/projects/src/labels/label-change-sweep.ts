import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { JsonLogger } from '@kizuna/platform/logging';
import { LOGGER } from '@kizuna/platform/runtime';
import { ProjectDocumentsFormat } from '../documents-format.js';
import { LabelChanges } from './label-changes.js';
import { LabelOutbox } from './label-outbox.js';
import { LabelsRepository } from './labels.repository.js';

/** How often teams are looked at for a change a stopped holder left (its lease lasts 60 s). */
const EVERY_MS = 60_000;

/**
 * Finishes the label changes that a stopped service left half made (issue 55, label-changes.ts)
 * on teams nobody changes next: at start and every minute, each team whose lease has run out with
 * a change recorded is taken, the change made and logged (or dropped if never begun), and the
 * entries published.
 */
@Injectable()
export class LabelChangeSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly changes: LabelChanges;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    repo: LabelsRepository,
    private readonly format: ProjectDocumentsFormat,
    private readonly outbox: LabelOutbox,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {
    this.changes = new LabelChanges(repo);
  }

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass over the teams; a pass under way is joined, not doubled. */
  sweep(): Promise<void> {
    this.running ??= (async () => {
      try {
        // Until the labels' storage upgrade has finished, label writes wait (documents-format.ts).
        if (this.closed || !this.format.labelsReady()) return;
        const finished = await this.changes.finishAbandoned();
        if (finished > 0) {
          this.logger.info('label changes left by a stopped service finished', { teams: finished });
          // Not while shutting down: the relay keeps what is pending for the next start.
          if (!this.closed) await this.outbox.flush();
        }
      } catch (err) {
        // Left as it was: the next pass, or the team's next change, finishes it.
        this.logger.warn('label change sweep failed', { error: err instanceof Error ? err.message : String(err) });
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
