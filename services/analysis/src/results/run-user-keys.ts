import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { KeepRecent } from '@kizuna/platform/cache';
import type { PackedKeys } from '@kizuna/proto';
import type { UserKeyIndex } from './user-key-index.js';
import { UserKeyFiles } from './stored/user-key-files.js';

/** Kept after the last question: a graph's labels are asked again as the user labels its accounts. */
const KEEP_IDLE_MS = 10 * 60 * 1000;
/** Runs kept (the index of 100,000 users is about 3 MB). */
const KEEP_RUNS = 8;

/**
 * Which account keys are users of a run (issue 48: a team's labels shown on a run are those of
 * its users). The keys are the node ids, the names lowercased, as the locator and a label's
 * account key (userKey) name them; looked up in the run's user key index (user-key-index.ts).
 */
@Injectable()
export class RunUserKeys implements OnApplicationShutdown {
  private readonly runs = new KeepRecent<UserKeyIndex>(KEEP_IDLE_MS, KEEP_RUNS);

  constructor(private readonly files: UserKeyFiles) {}

  /** Of the packed account keys, the positions of those that are users of the run, in the order asked, with each one's community (1..k). */
  async present(processId: string, accounts: PackedKeys): Promise<{ indexes: number[]; clusterIds: number[] }> {
    return (await this.users(processId)).present(accounts);
  }

  /** Reads the run's users ahead of a question (the graph was asked): a failure is left to the question. */
  warm(processId: string): void {
    this.users(processId).catch(() => undefined);
  }

  private users(processId: string): Promise<UserKeyIndex> {
    return this.runs.get(processId, () => this.files.get(processId));
  }

  onApplicationShutdown(): void {
    this.runs.clear();
  }
}
