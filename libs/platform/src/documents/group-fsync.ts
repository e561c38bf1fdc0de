import { open } from 'node:fs/promises';

/**
 * One flush of a file shared by any number of writers (group commit): a writer whose data was
 * appended while a flush was under way waits for the next flush, which then covers every writer
 * that arrived meanwhile, so concurrent writes share one fsync instead of queueing one each.
 */
export class GroupFsync {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(private readonly flush: () => Promise<void>) {}

  /** Resolves once everything written before this call is flushed. */
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
    const run = this.flush().finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }
}

/** Flushes a file's data to the disk. */
export async function fsyncFile(file: string): Promise<void> {
  // Opened by name each time: a compaction renames a new file into place, and the engine has
  // flushed that file already, so syncing whichever file the name points to is enough.
  const handle = await open(file, 'r+');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
