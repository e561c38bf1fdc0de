import type { Post } from '@kizuna/analysis/engine';
import {
  coordinationInputs,
  findCoordination,
  naiveCoordinatedAccounts,
  DEFAULT_COORDINATION,
  type CoordinationSettings,
} from '@kizuna/analysis/engine/coordination';

export interface Flagged {
  accounts: Set<string>;
  ms: number;
}

/** The product's engine: inputs read once, then the answer at the settings. */
export function engineFlags(posts: readonly Post[], settings: CoordinationSettings = DEFAULT_COORDINATION): Flagged {
  const started = performance.now();
  const answer = findCoordination(coordinationInputs(posts), settings);
  return {
    accounts: new Set(answer.groups.flatMap((g) => g.members.map((m) => m.node_id))),
    ms: performance.now() - started,
  };
}

/** The pair-window method as the coordination scripts state it (unbounded, every pair of an item). */
export function referenceFlags(posts: readonly Post[], settings: CoordinationSettings = DEFAULT_COORDINATION): Flagged {
  const started = performance.now();
  const accounts = naiveCoordinatedAccounts(posts, settings);
  return { accounts, ms: performance.now() - started };
}

export interface Score {
  precision: number;
  recall: number;
  flagged: number;
}

export function score(flagged: ReadonlySet<string>, planted: ReadonlyMap<string, number>): Score {
  let hits = 0;
  for (const account of flagged) if (planted.has(account)) hits++;
  return {
    precision: flagged.size === 0 ? (planted.size === 0 ? 1 : 0) : hits / flagged.size,
    recall: planted.size === 0 ? 1 : hits / planted.size,
    flagged: flagged.size,
  };
}
