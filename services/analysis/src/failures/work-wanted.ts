import { Inject, Injectable } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import type { JsonLogger } from '@kizuna/platform/logging';
import { LOGGER } from '@kizuna/platform/runtime';

/** Projects that do not answer within this are taken to still want the work (it is not lost). */
const ASK_TIMEOUT_MS = 5000;
/** Removals remembered here; older ones are asked of projects again. */
const REMEMBERED = 10_000;

/** Thrown into work for a run or dataset that was removed meanwhile: it stops, writing nothing more. */
export class WorkCancelled extends Error {
  constructor(what: string) {
    super(`${what} was removed: its work stops`);
    this.name = 'WorkCancelled';
  }
}

/**
 * Whether the work for a run or a dataset is still wanted. The projects service holds the truth
 * (projects.liveness.v1: a run waiting or processing, a dataset a project holds); removals this
 * service was told of (projects.deleted.v1, projects.run.deleted.v1) are known here at once, so
 * work in flight stops at its next check without asking. Asked before a run starts, before its
 * result is written and before it is told done, and before dataset files are written.
 */
@Injectable()
export class WorkWanted {
  private readonly removed = new Set<string>();

  constructor(
    private readonly bus: BusClient,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  /** A run or a dataset was removed: work for it stops and writes nothing more. */
  cancel(ids: readonly string[]): void {
    for (const id of ids) {
      this.removed.add(id);
      if (this.removed.size > REMEMBERED) this.removed.delete(this.removed.values().next().value as string);
    }
  }

  /** Whether this service was told the id is removed (no question asked: for checks between writes). */
  isCancelled(id: string): boolean {
    return this.removed.has(id);
  }

  /** Throws WorkCancelled once the run or dataset is removed. */
  throwIfCancelled(...ids: string[]): void {
    for (const id of ids) if (this.removed.has(id)) throw new WorkCancelled(id);
  }

  /** The run still waits or processes: it has not ended (done, failed) and is not removed. */
  async run(processId: string): Promise<boolean> {
    if (this.removed.has(processId)) return false;
    const reply = await this.ask([processId], []);
    return !reply || reply.openProcessIds.includes(processId);
  }

  /** A project (not being deleted) still holds the dataset. */
  async dataset(datasetId: string): Promise<boolean> {
    if (this.removed.has(datasetId)) return false;
    const reply = await this.ask([], [datasetId]);
    return !reply || reply.liveDatasetIds.includes(datasetId);
  }

  private async ask(
    processIds: string[],
    datasetIds: string[],
  ): Promise<{ openProcessIds: string[]; liveDatasetIds: string[] } | null> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.bus.request(Topic.ProjectsLiveness, { processIds, datasetIds }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('projects did not answer in time')), ASK_TIMEOUT_MS);
          timer.unref();
        }),
      ]);
    } catch (err) {
      this.logger.warn('asking whether work is still wanted failed; going on', {
        processIds,
        datasetIds,
        message: err instanceof Error ? err.message : String(err),
      });
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
