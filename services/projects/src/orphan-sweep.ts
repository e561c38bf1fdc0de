import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Clock } from '@kizuna/platform/clock';
import type { JsonLogger } from '@kizuna/platform/logging';
import { ORPHAN_REPORT_KEY, type ObjectStore, type OrphanReport } from '@kizuna/platform/objects';
import { LOGGER, OBJECT_STORE } from '@kizuna/platform/runtime';
import { RunStatus } from '@kizuna/proto/rules';
import { ProjectsRepository } from './projects.repository.js';

/**
 * The folders the sweep looks at, each named by the id of what owns it: a run's results
 * (analysis: results/result-keys.ts), a dataset's prepared files (analysis: analysis/datasets/)
 * and its posts and review index (ingest: dataset-keys.ts). Other folders (uploads, log exports)
 * have sweeps of their own.
 */
const OWNED_FOLDERS = [
  { prefix: 'results/', owner: 'run' },
  { prefix: 'analysis/datasets/', owner: 'dataset' },
  { prefix: 'datasets/', owner: 'dataset' },
] as const;

/** An unknown folder written to within this is work just started (a registration before its project exists). */
export const ORPHAN_GRACE_MS = 30 * 60 * 1000;
/** After a job, a sweep starts at most this often (several jobs ending together share one). */
const AFTER_JOB_EVERY_MS = 60 * 1000;
/**
 * Removes files of the object store that no project or run refers to: those of removed projects
 * and runs (known from their removal records: at once), of failed runs (a failed run never has
 * results; versions before issue 49 kept what a failed run had written), and of ids nothing
 * knows once untouched for ORPHAN_GRACE_MS (folders versions before issue 49 left: results of a
 * run retried after its project was deleted, window texts, review indexes). Runs at start-up and
 * after each job (a run's end, a removal); counted in the log and on system status.
 */
@Injectable()
export class OrphanSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private running: Promise<OrphanReport | null> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private lastStarted = 0;
  private totalFiles = 0;
  private totalBytes = 0;
  private closed = false;
  private readonly later = new Set<NodeJS.Timeout>();

  constructor(
    private readonly repo: ProjectsRepository,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweepNow();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    for (const later of this.later) clearTimeout(later);
    await this.running;
  }

  /** A job ended (a run done or failed, a project or run removed): a sweep follows within a minute. */
  afterJob(): void {
    if (this.closed || this.timer) return;
    const wait = Math.max(0, this.lastStarted + AFTER_JOB_EVERY_MS - this.clock.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sweepNow();
    }, wait);
    this.timer.unref();
  }

  /**
   * A project or run was removed: a sweep now, and one a minute later for what a writer racing
   * the removal (a download, a dataset's prepared files) wrote after the first.
   */
  afterRemoval(): void {
    this.afterJob();
    const later = setTimeout(() => {
      this.later.delete(later);
      this.afterJob();
    }, AFTER_JOB_EVERY_MS);
    later.unref();
    this.later.add(later);
  }

  /** One sweep (joined by callers while it runs, followed by one more when asked meanwhile); null when it failed. */
  sweepNow(): Promise<OrphanReport | null> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.lastStarted = this.clock.now();
    this.running = this.sweepLogged().finally(() => {
      this.running = null;
      if (this.again && !this.closed) {
        this.again = false;
        this.afterJob();
      }
    });
    return this.running;
  }

  private async sweepLogged(): Promise<OrphanReport | null> {
    try {
      const report = await this.sweep();
      if (report.files > 0) this.logger.info('orphan files removed', { files: report.files, bytes: report.bytes });
      return report;
    } catch (err) {
      // Retried after the next job or start; nothing waits on it.
      this.logger.warn('sweeping orphan files failed', { message: err instanceof Error ? err.message : String(err) });
      return null;
    }
  }

  private async sweep(): Promise<OrphanReport> {
    const runs = await this.repo.runs.find({});
    const projects = await this.repo.projects.find({});
    const removals = await this.repo.removals.find({});
    const liveRuns = new Set(runs.filter((r) => r.status !== RunStatus.ERROR).map((r) => r._id));
    const liveDatasets = new Set(projects.map((p) => p.dataset_id).filter(Boolean));
    const removed = new Set<string>();
    for (const r of removals) {
      if (r.kind === 'run') removed.add(r._id.slice('run:'.length));
      for (const id of r.process_ids ?? []) removed.add(id);
      if (r.dataset_id) removed.add(r.dataset_id);
    }
    let files = 0;
    let bytes = 0;
    for (const { prefix, owner } of OWNED_FOLDERS) {
      for (const [folder, keys] of foldersUnder(prefix, await this.objects.list(prefix))) {
        // A run's result being written (results/<id>.staging/) is the run's.
        const id = folder.replace(/\.staging$/, '');
        const live = owner === 'run' ? liveRuns.has(id) : liveDatasets.has(id) && !removed.has(id);
        if (live) continue;
        const sizes = await Promise.all(keys.map((key) => this.objects.stat(key)));
        const newest = Math.max(0, ...sizes.map((s) => s?.modifiedAt ?? 0));
        // What a removal named goes at once; a failed run's files and an id nothing knows wait for
        // the grace period (an attempt may still be writing, a project may be being created).
        if (!removed.has(id) && this.clock.now() - newest < ORPHAN_GRACE_MS) continue;
        await this.objects.deletePrefix(`${prefix}${folder}/`);
        files += keys.length;
        bytes += sizes.reduce((sum, s) => sum + (s?.size ?? 0), 0);
      }
    }
    this.totalFiles += files;
    this.totalBytes += bytes;
    const report: OrphanReport = {
      at: this.clock.iso(),
      files,
      bytes,
      totalFiles: this.totalFiles,
      totalBytes: this.totalBytes,
    };
    // Kept once something was removed: a store with nothing to sweep holds no report either.
    if (this.totalFiles > 0)
      await this.objects.put(ORPHAN_REPORT_KEY, JSON.stringify(report), { contentType: 'application/json' });
    return report;
  }
}

/** Keys grouped by the folder right under prefix (the id); keys directly under prefix are skipped. */
function foldersUnder(prefix: string, keys: readonly string[]): Map<string, string[]> {
  const folders = new Map<string, string[]>();
  for (const key of keys) {
    const rest = key.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash <= 0) continue;
    const id = rest.slice(0, slash);
    folders.set(id, [...(folders.get(id) ?? []), key]);
  }
  return folders;
}
