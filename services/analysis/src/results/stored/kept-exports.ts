import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { DomainError, ErrorCode, storageFullError } from '@kizuna/platform/errors';
import type { JsonLogger } from '@kizuna/platform/logging';
import { isStorageFull, type ObjectStore } from '@kizuna/platform/objects';
import { LOGGER, OBJECT_STORE } from '@kizuna/platform/runtime';
import { WorkWanted } from '../../failures/work-wanted.js';
import { resultKeys } from '../result-keys.js';

/**
 * Downloads made on demand from what a user picks (one user's posts, a band of two runs, a
 * coordination setting) kept per run at most: each is made once and reused, and the oldest made
 * is removed first, so that no number of requests can grow the store past this per run.
 */
export const ON_DEMAND_EXPORTS_PER_RUN = 48;

const ON_DEMAND = 'on-demand/';
/** The names of a run's on-demand downloads, oldest first (one JSON array). */
const ORDER = 'on-demand.json';

/** A short digest of the parts a kept download depends on, for its name (names themselves may be long or alike). */
export function exportDigest(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);
}

/** Downloads made from a run's result, kept until a community changes its name or color. */
@Injectable()
export class KeptExports {
  /** Per run, the bookkeeping of its on-demand downloads, one change at a time. */
  private readonly ordering = new Map<string, Promise<void>>();

  constructor(
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    // Absent in tests of the bookkeeping alone.
    @Optional() private readonly wanted?: WorkWanted,
    @Optional() @Inject(LOGGER) private readonly logger?: JsonLogger,
  ) {}

  /** The key of a kept download, or null when it has to be made (again). */
  async find(processId: string, name: string): Promise<string | null> {
    const key = resultKeys.export(processId, name);
    return (await this.objects.stat(key)) ? key : null;
  }

  async put(processId: string, name: string, body: Readable, contentType: string): Promise<string> {
    const key = resultKeys.export(processId, name);
    await this.write(processId, key, body, contentType);
    return key;
  }

  /**
   * Writes one download (the store writes a temporary file and renames it, so it is never
   * partial). A full disk answers errors.storage_full; a run removed while its download was made
   * keeps nothing of it.
   */
  private async write(processId: string, key: string, body: Readable, contentType: string): Promise<void> {
    try {
      await this.objects.put(key, body, { contentType });
    } catch (err) {
      if (!isStorageFull(err)) throw err;
      this.logger?.warn('making a download failed: the storage is full', {
        processId,
        message: err instanceof Error ? err.message : String(err),
      });
      throw storageFullError();
    }
    if (this.wanted?.isCancelled(processId)) {
      await this.objects.delete(key);
      throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
    }
  }

  /**
   * The download of this name, made by `make` only when it is not kept; counted among the run's
   * on-demand downloads, the oldest of which are removed past ON_DEMAND_EXPORTS_PER_RUN.
   */
  async onDemand(processId: string, name: string, make: () => Readable, contentType: string): Promise<string> {
    const key = resultKeys.export(processId, ON_DEMAND + name);
    if (await this.objects.stat(key)) return key;
    // Made and listed one at a time per run: a file made beside another's listing could be
    // taken for one the list lost, and removed before its key is answered.
    return this.inOrder(processId, async () => {
      if (await this.objects.stat(key)) return key;
      await this.write(processId, key, make(), contentType);
      await this.note(processId, name);
      return key;
    });
  }

  /** Removes the run's on-demand downloads whose names begin with `namePrefix`. */
  async dropOnDemand(processId: string, namePrefix: string): Promise<void> {
    await this.inOrder(processId, async () => {
      for (const key of await this.objects.list(resultKeys.export(processId, ON_DEMAND + namePrefix)))
        await this.objects.delete(key);
    });
  }

  /** Forgets the kept downloads (a name or color changed). */
  async drop(processId: string): Promise<void> {
    await this.inOrder(processId, () => this.objects.deletePrefix(resultKeys.exportsPrefix(processId)).then(() => {}));
  }

  /** Adds the name last and removes the oldest past the bound (their files first, then the list). */
  private async note(processId: string, name: string): Promise<void> {
    const order = (await this.order(processId)).filter((n) => n !== name);
    order.push(name);
    const removed = order.splice(0, Math.max(0, order.length - ON_DEMAND_EXPORTS_PER_RUN));
    for (const old of removed) await this.objects.delete(resultKeys.export(processId, ON_DEMAND + old));
    await this.objects.put(resultKeys.export(processId, ORDER), JSON.stringify(order), {
      contentType: 'application/json',
    });
  }

  /**
   * The run's on-demand names, oldest first; files the list lost (a crash between a file and the
   * list) are added as oldest, so that they are the first to go.
   */
  private async order(processId: string): Promise<string[]> {
    let listed: string[] = [];
    try {
      const parsed: unknown = JSON.parse(
        (await this.objects.getBuffer(resultKeys.export(processId, ORDER))).toString('utf8'),
      );
      if (Array.isArray(parsed)) listed = parsed.filter((n): n is string => typeof n === 'string');
    } catch {
      // No list yet (or an unreadable one): the files say what there is.
    }
    const prefix = resultKeys.export(processId, ON_DEMAND);
    const present = new Set((await this.objects.list(prefix)).map((key) => key.slice(prefix.length)));
    const kept = listed.filter((n) => present.has(n));
    const lost = [...present].filter((n) => !kept.includes(n));
    return [...lost, ...kept];
  }

  private inOrder<T>(processId: string, step: () => Promise<T>): Promise<T> {
    const before = this.ordering.get(processId) ?? Promise.resolve();
    const result = before.then(step, step);
    const settled = result.then(
      () => {},
      () => {},
    );
    this.ordering.set(processId, settled);
    void settled.then(() => {
      if (this.ordering.get(processId) === settled) this.ordering.delete(processId);
    });
    return result;
  }
}
