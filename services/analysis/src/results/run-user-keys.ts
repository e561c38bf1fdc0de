import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { KeepRecent } from '@kizuna/platform/cache';
import { WindowFiles } from './stored/window-files.js';

/** Kept after the last question: a graph's labels are asked again as the user labels its accounts. */
const KEEP_IDLE_MS = 10 * 60 * 1000;
/** Runs kept (a set of 100,000 names is about 6 MB). */
const KEEP_RUNS = 8;

/**
 * Which account keys are users of a run (issue 48: a team's labels shown on a run are those of
 * its users). The keys are the node ids, the names lowercased, as the locator and a label's
 * account key (userKey) name them; read from the run's window index (its names column alone).
 */
@Injectable()
export class RunUserKeys implements OnApplicationShutdown {
  private readonly runs = new KeepRecent<Set<string>>(KEEP_IDLE_MS, KEEP_RUNS);

  constructor(private readonly windowFiles: WindowFiles) {}

  /** The keys of `accounts` that are users of the run, in the order asked. */
  async present(processId: string, accounts: readonly string[]): Promise<string[]> {
    const users = await this.runs.get(processId, async () => {
      const { labels } = await this.windowFiles.users(processId);
      return new Set(labels.map((l) => l.toLowerCase()));
    });
    return accounts.filter((a) => users.has(a));
  }

  onApplicationShutdown(): void {
    this.runs.clear();
  }
}
