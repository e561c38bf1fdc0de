import { COMMUNITY_COLOR_PRESETS, SERIES_KEYWORDS, SERIES_TOP_ACCOUNTS } from '@kizuna/proto/rules';
import {
  type SeriesAccount,
  type SeriesCommunity,
  type SeriesFlows,
  type SeriesRule,
  type SeriesStep,
} from '@kizuna/http-api';
import type { SeriesMatching, SeriesStepResult } from '../../engine/series/index.js';
import type { SavedCommunity } from '../stored/community-files.js';
import type { SeriesRunData } from './series-run-users.js';

/** One run of a series as the answer shows it: its project and its communities as stored now (names change). */
export interface SeriesRunView {
  processId: string;
  projectId: string;
  projectName: string;
  users: SeriesRunData;
  communities: ReadonlyArray<Pick<SavedCommunity, 'cluster_id' | 'name' | 'color' | 'size' | 'keywords'>>;
}

/** The answer of get_series_flows from the matching (0-based communities) and the runs (cluster ids 1-based). */
export function seriesFlowsAnswer(
  runs: readonly SeriesRunView[],
  matching: SeriesMatching,
  rule: SeriesRule,
): SeriesFlows {
  return {
    rule,
    runs: runs.map((r, i) => ({
      process_id: r.processId,
      project_id: r.projectId,
      project_name: r.projectName,
      k: r.users.k,
      users: r.users.ids.length,
      first_post: r.users.firstPost,
      last_post: r.users.lastPost,
      skipped_users: matching.duplicates[i],
      communities: r.communities.map((c): SeriesCommunity => ({
        cluster_id: c.cluster_id,
        name: c.name,
        color: c.color,
        size: c.size,
        keywords: c.keywords.slice(0, SERIES_KEYWORDS),
      })),
    })),
    steps: matching.steps.map((step, s) => stepAnswer(step, runs[s], runs[s + 1])),
    tracks: distinctColors(
      matching.tracks.map((ids) => {
        const first = ids.findIndex((c) => c !== -1);
        const community = runs[first].communities[ids[first]];
        return {
          name: community?.name ?? `#${ids[first] + 1}`,
          color: community?.color ?? '',
          cluster_ids: Array.from(ids, (c) => (c === -1 ? null : c + 1)),
        };
      }),
    ),
  };
}

function stepAnswer(step: SeriesStepResult, earlier: SeriesRunView, later: SeriesRunView): SeriesStep {
  return {
    from_process_id: earlier.processId,
    to_process_id: later.processId,
    continuing: step.continuing,
    moved: step.moves.length / 2,
    flows: step.flows.map((f) => ({
      from_cluster_id: f.from + 1,
      to_cluster_id: f.to + 1,
      users: f.users,
      jaccard: f.jaccard,
      share: f.share,
      successor: f.successor,
    })),
    arrived: step.arrived.map((users, b) => ({
      to_cluster_id: b + 1,
      users: users.length,
      top: mostActive(later.users, users),
    })),
    left: step.left.map((users, a) => ({
      from_cluster_id: a + 1,
      users: users.length,
      top: mostActive(earlier.users, users),
    })),
    events: step.events.map((e) => ({
      kind: e.kind,
      from: e.from.map((c) => c + 1),
      to: e.to.map((c) => c + 1),
      from_users: e.fromUsers,
      to_users: e.toUsers,
    })),
  };
}

/** The users with most posts in the run (the name first on a tie), at most SERIES_TOP_ACCOUNTS. */
export function mostActive(run: SeriesRunData, users: Int32Array): SeriesAccount[] {
  const top: number[] = [];
  const before = (u: number, v: number) =>
    run.posts[u] !== run.posts[v] ? run.posts[u] > run.posts[v] : run.ids[u] < run.ids[v];
  // A short sorted list kept while scanning: a community may have tens of thousands arrived.
  for (const u of users) {
    if (top.length === SERIES_TOP_ACCOUNTS && !before(u, top[top.length - 1])) continue;
    let at = top.length;
    while (at > 0 && before(u, top[at - 1])) at--;
    top.splice(at, 0, u);
    if (top.length > SERIES_TOP_ACCOUNTS) top.pop();
  }
  return top.map((u) => ({ node_id: run.ids[u], label: run.labels[u], posts: run.posts[u] }));
}

/**
 * A track keeps the colour of the community it starts with, unless an earlier track has it: a
 * community born in a later run is coloured by its own run's order, often the colour of another
 * run's community that is still there. Such a track takes the first preset no track has yet.
 */
export function distinctColors<T extends { color: string }>(tracks: readonly T[]): T[] {
  const used = new Set<string>();
  return tracks.map((track) => {
    const own = track.color.toLowerCase();
    const color =
      own && !used.has(own)
        ? track.color
        : (COMMUNITY_COLOR_PRESETS.find((c) => !used.has(c.toLowerCase())) ?? track.color);
    used.add(color.toLowerCase());
    return { ...track, color };
  });
}
