import type { UpdateClusterAnswer } from '@kizuna/http-api';
import { Injectable } from '@nestjs/common';
import { communityColorProblem, communityNameProblem } from '@kizuna/proto/rules';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { CommunityFiles } from './stored/community-files.js';
import { KeptExports } from './stored/kept-exports.js';
import { RunGraphs } from './stored/run-graphs.js';

export interface ClusterChange {
  processId: string;
  clusterId: number;
  /** undefined: unchanged (written out by every caller, so that none is forgotten). */
  name: string | undefined;
  color: string | undefined;
}

/**
 * A community's name and color as users set them (update_cluster), written into the run's own
 * result files: the graph payload (the community circle's label and color, its members' color;
 * original_color stays the engine's), the community file, and the kept downloads are dropped, so
 * that every reader, panels, chart, legend, downloads and GEXF, sees the change. Changes to one run
 * are applied one at a time.
 */
@Injectable()
export class ClusterStyles {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly communities: CommunityFiles,
    private readonly graphs: RunGraphs,
    private readonly exports: KeptExports,
  ) {}

  update(change: ClusterChange): Promise<UpdateClusterAnswer['data']> {
    const name = change.name?.trim();
    const color = change.color?.toLowerCase();
    if (name === undefined && color === undefined)
      throw new DomainError(ErrorCode.BadRequest, 'cluster_name or cluster_color is required.', {
        field: 'cluster_name',
      });
    const nameProblem = name === undefined ? null : communityNameProblem(name);
    if (nameProblem) throw new DomainError(nameProblem as ErrorCode, 'This community name is not allowed.');
    const colorProblem = color === undefined ? null : communityColorProblem(color);
    if (colorProblem)
      throw new DomainError(colorProblem as ErrorCode, 'Colors are #rrggbb.', { color: change.color ?? '' });
    const previous = this.queues.get(change.processId) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(() => this.apply(change.processId, change.clusterId, name, color));
    this.queues.set(change.processId, next);
    next
      .finally(() => {
        if (this.queues.get(change.processId) === next) this.queues.delete(change.processId);
      })
      .catch(() => undefined);
    return next;
  }

  private async apply(processId: string, clusterId: number, name?: string, color?: string) {
    const community = await this.communities.get(processId, clusterId);
    const graph = await this.graphs.get(processId);
    if (name !== undefined) community.name = name;
    if (color !== undefined) community.color = color;
    for (const node of graph.nodes) {
      if (node.cluster_id !== clusterId) continue;
      if (color !== undefined) node.color = color;
      if (node.type === 'community' && name !== undefined) node.label = name;
    }
    await this.communities.put(processId, community);
    await this.graphs.put(processId, graph);
    await this.exports.drop(processId);
    return { cluster_id: clusterId, name: community.name, color: community.color };
  }
}
