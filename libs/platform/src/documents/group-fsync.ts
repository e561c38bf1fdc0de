import { open } from 'node:fs/promises';

/**
 * Flushes one file to the disk for any number of writers (group commit): a writer whose data
 * was appended while a flush was under way waits for the next flush, which then covers every
 * writer that arrived meanwhile, so concurrent writes share one fsync instead of queueing one each.
 */
export class GroupFsync {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(private readonly file: string) {}

  /** Resolves once everything written to the file before this call is on the disk. */
  sync(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    // The flush under way may have started before this caller's append reached the file.
    const queued = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    this.queued = queued;
    return queued;
  }

  private start(): Promise<void> {
    const run = flush(this.file).finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }
}

async function flush(file: string): Promise<void> {
  // Opened by name each time: a compaction renames a new file into place, and the new file is
  // already flushed by the engine, so syncing whichever file the name points to is enough.
  const handle = await open(file, 'r+');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
