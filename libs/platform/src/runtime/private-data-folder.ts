import { chmod, lstat, mkdir, opendir } from 'node:fs/promises';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import type { JsonLogger } from '../logging/index.js';

/** What group and others may do with anything under the data folder: nothing. */
const GROUP_AND_OTHERS = 0o077;

/**
 * The data folder holds accounts, posts, mails with password links and access logs: only the
 * service's user may read it (files 0600, folders 0700), so another account on the machine (or a
 * container sharing the volume) reads none of it. From start-up on, the process's umask keeps
 * group and others out of every file and folder any library writes; what an older version (or a
 * restore) left readable is fixed at start.
 */
export class PrivateDataFolder {
  constructor(
    private readonly directory: string,
    private readonly logger: JsonLogger,
  ) {}

  async secure(): Promise<void> {
    // Worker threads share the process's umask and may not set it; the main thread sets it for all.
    if (isMainThread) process.umask(GROUP_AND_OTHERS);
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const fixed = await this.restrict(this.directory);
    if (fixed > 0) this.logger.info('made the data folder readable by this user only', { fixed, dir: this.directory });
  }

  /** Removes group and other bits below (and of) `root`; symbolic links are neither followed nor changed. Answers how many changed. */
  private async restrict(root: string): Promise<number> {
    let fixed = 0;
    const folders = [root];
    for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
      fixed += await this.restrictOne(folder);
      for await (const entry of await opendir(folder)) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) folders.push(full);
        else if (entry.isFile()) fixed += await this.restrictOne(full);
      }
    }
    return fixed;
  }

  private async restrictOne(file: string): Promise<number> {
    // A file removed meanwhile (a compaction, an upload swept) needs nothing.
    const { mode } = await lstat(file).catch(() => ({ mode: 0 }));
    if ((mode & GROUP_AND_OTHERS) === 0) return 0;
    await chmod(file, mode & 0o7700 & ~GROUP_AND_OTHERS);
    return 1;
  }
}
