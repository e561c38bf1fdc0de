import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { AnalysisResult, AnalysisSummary, NodeDetail } from '../engine/types.js';
import { NODE_SHARDS, nodeShard, resultKeys } from './result-keys.js';
import { FailureCode, JobFailure } from '../job/job-failure.js';

type NodeTweets = NodeDetail['graph_result']['tweets'];

/** The summary file also names the dataset, so node details can find the user posts shared by the project's runs. */
export type SavedSummary = AnalysisSummary & { dataset_id: string };

/**
 * Saves and reads one run's result files. Graph and community files are stored as the exact
 * bodies the API answers with ({data: …}), so the gateway streams them without parsing. A
 * user's posts do not depend on k, so they are stored once per dataset, not once per run.
 */
@Injectable()
export class ResultStore {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  async save(processId: string, datasetId: string, result: AnalysisResult): Promise<void> {
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
    const details: Array<Record<string, NodeDetail>> = Array.from({ length: NODE_SHARDS }, () => ({}));
    const posts: Array<Record<string, NodeTweets>> = Array.from({ length: NODE_SHARDS }, () => ({}));
    for (const [id, detail] of Object.entries(result.nodeDetails)) {
      const shard = nodeShard(id);
      posts[shard][id] = detail.graph_result.tweets;
      details[shard][id] = { graph_result: { ...detail.graph_result, tweets: [] } };
    }
    if (!(await this.objects.stat(resultKeys.userPosts(datasetId, NODE_SHARDS - 1)))) {
      for (let s = 0; s < NODE_SHARDS; s++)
        await this.put(resultKeys.userPosts(datasetId, s), posts[s], FailureCode.Node);
    }
    for (let s = 0; s < NODE_SHARDS; s++)
      await this.put(resultKeys.nodeShard(processId, s), details[s], FailureCode.Node);
    await this.put(
      resultKeys.summary(processId),
      { ...result.summary, dataset_id: datasetId } satisfies SavedSummary,
      FailureCode.Final,
    );
  }

  async summary(processId: string): Promise<SavedSummary | null> {
    const key = resultKeys.summary(processId);
    if (!(await this.objects.stat(key))) return null;
    // Read directly: json() would check the key's existence a second time.
    return JSON.parse((await this.objects.getBuffer(key)).toString('utf8')) as SavedSummary;
  }

  async graphKey(processId: string): Promise<string> {
    return this.existing(resultKeys.graph(processId));
  }

  async clusterKey(processId: string, clusterId: number): Promise<string> {
    return this.existing(resultKeys.cluster(processId, clusterId));
  }

  async nodeDetail(processId: string, nodeId: string): Promise<NodeDetail> {
    const summary = await this.summary(processId);
    if (!summary) throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
    const shard = nodeShard(nodeId);
    const details = await this.json<Record<string, NodeDetail>>(resultKeys.nodeShard(processId, shard));
    const detail = details[nodeId];
    if (!detail) throw new DomainError(ErrorCode.NotFound, 'No such user in this result.', { node_id: nodeId });
    const posts = await this.json<Record<string, NodeTweets>>(resultKeys.userPosts(summary.dataset_id, shard));
    return { graph_result: { ...detail.graph_result, tweets: posts[nodeId] ?? [] } };
  }

  async deleteRun(processId: string): Promise<void> {
    await this.objects.deletePrefix(resultKeys.prefix(processId));
  }

  async deleteDataset(datasetId: string): Promise<void> {
    await this.objects.deletePrefix(resultKeys.datasetPrefix(datasetId));
  }

  private async json<T>(key: string): Promise<T> {
    return JSON.parse((await this.objects.getBuffer(await this.existing(key))).toString('utf8')) as T;
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
