import type { BridgesAnswer, InteractionMatrixAnswer, RelationCommunity } from '@kizuna/http-api';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { KeepRecent } from '@kizuna/platform/cache';
import { DomainError, ErrorCode, timeWindowError } from '@kizuna/platform/errors';
import { windowInteractionMatrix } from '../engine/relations/window-interaction-matrix.js';
import type { RunRelations } from '../engine/relations/run-relations.js';
import type { WindowUsers } from './window-codec.js';
import { RunWindows } from './run-windows.js';
import { CommunityFiles } from './stored/community-files.js';
import { RelationFiles } from './stored/relation-files.js';
import { RunSummaries, type SavedSummary } from './stored/run-summaries.js';
import { WindowFiles } from './stored/window-files.js';

/** Kept after the last question: a user clicks through bands and tabs for a while, then leaves. */
const KEEP_IDLE_MS = 10 * 60 * 1000;

/**
 * The answers of the relation views of one run: who amplifies whom and the bridges (from the
 * run's relations.json). How two runs' communities split and merge is RunComparisons'.
 */
@Injectable()
export class RelationQueries implements OnApplicationShutdown {
  /** Each run's users from its window index (names and communities, a few MB for 100k users). */
  private readonly users = new KeepRecent<WindowUsers>(KEEP_IDLE_MS, 4);

  constructor(
    private readonly summaries: RunSummaries,
    private readonly communityFiles: CommunityFiles,
    private readonly relationFiles: RelationFiles,
    private readonly windowFiles: WindowFiles,
    private readonly windows: RunWindows,
  ) {}

  /** The run's matrix, or (timeStart and timeEnd not both 0) the one of the posts inside that window. */
  async matrix(processId: string, timeStart = 0, timeEnd = 0): Promise<InteractionMatrixAnswer> {
    const { relations, communities } = await this.relationsOf(processId);
    if (timeStart === 0 && timeEnd === 0) return { data: { ...relations.matrix, communities, window: null } };
    const badWindow = timeWindowError(timeStart, timeEnd);
    if (badWindow) throw badWindow;
    const saved = await this.windows.savedIndex(processId);
    const window = { start: timeStart, end: timeEnd };
    return { data: { ...windowInteractionMatrix(saved.index, window), communities, window } };
  }

  async bridges(processId: string, clusterId: number): Promise<BridgesAnswer> {
    const { summary, relations, communities } = await this.relationsOf(processId);
    if (!Number.isInteger(clusterId) || clusterId < 0 || clusterId > summary.k) throw clusterNotFound(clusterId);
    const wanted = clusterId === 0 ? communities : [communities[clusterId - 1]];
    const labels = await this.labels(
      processId,
      new Set(wanted.flatMap((c) => (relations.bridges[c.cluster_id - 1] ?? []).map((b) => b.node_id))),
    );
    return {
      data: {
        communities: wanted.map((c) => ({
          ...c,
          bridges: (relations.bridges[c.cluster_id - 1] ?? []).map((b) => ({
            ...b,
            label: labels.get(b.node_id) ?? b.node_id,
          })),
        })),
      },
    };
  }

  /** The run's communities with their current names and colors (users rename them). */
  async communities(processId: string, k: number): Promise<RelationCommunity[]> {
    return Promise.all(
      Array.from({ length: k }, async (_, c) => {
        const { cluster_id, name, color, size } = await this.communityFiles.get(processId, c + 1);
        return { cluster_id, name, color, size };
      }),
    );
  }

  async relationsOf(
    processId: string,
  ): Promise<{ summary: SavedSummary; relations: RunRelations; communities: RelationCommunity[] }> {
    const summary = await this.summaries.get(processId);
    const relations = await this.relationFiles.get(processId);
    return { summary, relations, communities: await this.communities(processId, summary.k) };
  }

  /** The display names of a few users, from the window index's users. */
  private async labels(processId: string, ids: Set<string>): Promise<Map<string, string>> {
    const map = new Map<string, string>();
    for (const label of (await this.windowUsers(processId)).labels)
      if (ids.has(label.toLowerCase())) map.set(label.toLowerCase(), label);
    return map;
  }

  /** The run's users from its window index, kept a while (the comparisons read them too). */
  windowUsers(processId: string): Promise<WindowUsers> {
    return this.users.get(processId, () => this.windowFiles.users(processId));
  }

  onApplicationShutdown(): void {
    this.users.clear();
  }
}

function clusterNotFound(clusterId: number): DomainError {
  return new DomainError(ErrorCode.ClusterNotFound, 'This community does not exist in the result.', {
    cluster_id: String(clusterId),
  });
}
