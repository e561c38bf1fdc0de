import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { AnalysisResult, AnalysisSummary, NodeDetail } from '../engine/types.js';
import { NODE_SHARDS, nodeShard, resultKeys } from './result-keys.js';
import { FailureCode, JobFailure } from '../job/job-failure.js';

/**
 * Saves and reads one run's result files. Graph and community files are stored as the exact
 * bodies the API answers with ({data: …}), so the gateway streams them without parsing.
 */
@Injectable()
export class ResultStore {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  async save(processId: string, result: AnalysisResult): Promise<void> {
    // A redelivered job overwrites; the summary goes last and marks the result complete.
    await this.objects.delete(resultKeys.summary(processId));
    await this.put(resultKeys.graph(processId), { data: result.graph }, FailureCode.NodePositions);
    for (const c of result.communities) {
      const { keywords, headers, nodes, tweets, has_followers, cluster_id, name, color, size } = c;
      await this.put(
        resultKeys.cluster(processId, c.cluster_id),
        { data: { keywords, headers, nodes, tweets, has_followers, cluster_id, name, color, size } },
        FailureCode.Cluster,
      );
    }
    const shards: Array<Record<string, NodeDetail>> = Array.from({ length: NODE_SHARDS }, () => ({}));
    for (const [id, detail] of Object.entries(result.nodeDetails)) shards[nodeShard(id)][id] = detail;
    for (let s = 0; s < NODE_SHARDS; s++)
      await this.put(resultKeys.nodeShard(processId, s), shards[s], FailureCode.Node);
    await this.put(resultKeys.summary(processId), result.summary, FailureCode.Final);
  }

  async summary(processId: string): Promise<AnalysisSummary | null> {
    if (!(await this.objects.stat(resultKeys.summary(processId)))) return null;
    return JSON.parse(
      (await this.objects.getBuffer(resultKeys.summary(processId))).toString('utf8'),
    ) as AnalysisSummary;
  }

  async graphKey(processId: string): Promise<string> {
    return this.existing(resultKeys.graph(processId));
  }

  async clusterKey(processId: string, clusterId: number): Promise<string> {
    return this.existing(resultKeys.cluster(processId, clusterId));
  }

  async nodeDetail(processId: string, nodeId: string): Promise<NodeDetail> {
    const key = await this.existing(resultKeys.nodeShard(processId, nodeShard(nodeId)));
    const shard = JSON.parse((await this.objects.getBuffer(key)).toString('utf8')) as Record<string, NodeDetail>;
    const detail = shard[nodeId];
    if (!detail) throw new DomainError(ErrorCode.NotFound, 'No such user in this result.', { node_id: nodeId });
    return detail;
  }

  async delete(processId: string): Promise<void> {
    await this.objects.deletePrefix(resultKeys.prefix(processId));
  }

  private async existing(key: string): Promise<string> {
    if (!(await this.objects.stat(key))) throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
    return key;
  }

  private async put(key: string, body: unknown, failure: FailureCode): Promise<void> {
    try {
      await this.objects.put(key, JSON.stringify(body), { contentType: 'application/json' });
    } catch (err) {
      throw new JobFailure(failure, `saving ${key} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
