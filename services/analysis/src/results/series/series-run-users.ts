import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { KeepRecent } from '@kizuna/platform/cache';
import type { SeriesRunUsers } from '../../engine/series/index.js';
import { WindowFiles } from '../stored/window-files.js';

/** A run's users as a series matches them, with their names as the run shows them. */
export interface SeriesRunData extends SeriesRunUsers {
  labels: readonly string[];
  /** The run's first and last post (epoch ms), null without posts. */
  firstPost: number | null;
  lastPost: number | null;
}

/** Kept after the last question: a user looks through a series for a while, then leaves. */
const KEEP_IDLE_MS = 10 * 60 * 1000;
/** Runs kept (about 85 bytes a user, names included): one series of twelve runs, about 100 MB at 100,000 users each. */
const KEEP_RUNS = 12;

/**
 * Each run's users, communities and post counts, from the run's stored window index (its users
 * and its post authors' column; no post read again), kept a while: a series asks for them per answer.
 */
@Injectable()
export class SeriesRunUsersStore implements OnApplicationShutdown {
  private readonly runs = new KeepRecent<SeriesRunData>(KEEP_IDLE_MS, KEEP_RUNS);

  constructor(private readonly windowFiles: WindowFiles) {}

  get(processId: string, k: number): Promise<SeriesRunData> {
    return this.runs.get(processId, async () => {
      const { labels, assignment, posts, firstPost, lastPost } = await this.windowFiles.userPosts(processId);
      // Matched by the account name as the locator matches it: the node id, the name lowercased.
      return { k, labels, ids: labels.map((l) => l.toLowerCase()), community: assignment, posts, firstPost, lastPost };
    });
  }

  onApplicationShutdown(): void {
    this.runs.clear();
  }
}
