import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { KeepRecent } from '@kizuna/platform/cache';
import { WindowFiles } from './stored/window-files.js';

/** Kept after the last question: a graph's labels are asked again as the user labels its accounts. */
const KEEP_IDLE_MS = 10 * 60 * 1000;
/** Runs kept (100,000 names and their communities are about 8 MB). */
const KEEP_RUNS = 8;

/**
 * Which account keys are users of a run (issue 48: a team's labels shown on a run are those of
 * its users). The keys are the node ids, the names lowercased, as the locator and a label's
 * account key (userKey) name them; read from the run's window index (its names column alone).
 */
@Injectable()
export class RunUserKeys implements OnApplicationShutdown {
  private readonly runs = new KeepRecent<Map<string, number>>(KEEP_IDLE_MS, KEEP_RUNS);

  constructor(private readonly windowFiles: WindowFiles) {}

  /** The positions in `accounts` of those that are users of the run, in the order asked, with each one's community (1..k). */
  async present(processId: string, accounts: readonly string[]): Promise<{ indexes: number[]; clusterIds: number[] }> {
    const users = await this.users(processId);
    const indexes: number[] = [];
    const clusterIds: number[] = [];
    for (const [i, account] of accounts.entries()) {
      const community = users.get(account);
      if (community === undefined) continue;
      indexes.push(i);
      clusterIds.push(community);
    }
    return { indexes, clusterIds };
  }

  /** Reads the run's users ahead of a question (the graph was asked): a failure is left to the question. */
  warm(processId: string): void {
    this.users(processId).catch(() => undefined);
  }

  private users(processId: string): Promise<Map<string, number>> {
    return this.runs.get(processId, async () => {
      const { labels, assignment } = await this.windowFiles.users(processId);
      const communities = new Map<string, number>();
      for (const [u, label] of labels.entries()) communities.set(label.toLowerCase(), assignment[u] + 1);
      return communities;
    });
  }

  onApplicationShutdown(): void {
    this.runs.clear();
  }
}
