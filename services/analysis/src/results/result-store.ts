import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { ObjectNotFoundError, type ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { nodeDetail } from '../engine/result/user-details.js';
import type { AnalysisResult } from '../engine/analysis-result.js';
import type { Readable } from 'node:stream';
import type {
  AnalysisSummary,
  CommunityDetail,
  GraphPayload,
  MemberRow,
  NodeDetail,
  RunUser,
  TermMatrix,
  UserPost,
} from '../engine/types.js';
import type { RunRelations } from '../engine/relations/run-relations.js';
import { compareRuns, type RunComparison } from '../engine/relations/run-comparison.js';
import {
  decodeWindow,
  encodeWindow,
  readWindowUsers,
  windowTextsName,
  type EncodedWindow,
  type SavedWindow,
  type WindowUsers,
} from './window-codec.js';
import { decodeTerms } from './terms-codec.js';
import { readNdjson } from './ndjson.js';
import { decodeMembership, type RunMembership } from './membership-codec.js';
import { encodeRun, type EncodedRun } from './encoded-run.js';
import { NODE_SHARDS, nodeShard, resultKeys } from './result-keys.js';
import { FailureCode, JobFailure } from '../failures/job-failure.js';

/** The summary file also names the dataset, so node details can find the user posts shared by the project's runs. */
export type SavedSummary = AnalysisSummary & { dataset_id: string };

const NDJSON = 'application/x-ndjson';
const JSON_TYPE = 'application/json';

/** A community file: its detail without the members, which live in their own file (see memberRows). */
export type SavedCommunity = Omit<CommunityDetail, 'nodes'> & { nodes?: MemberRow[] };

/** One line of the edges file. */
export type EdgeLine = [
  source: string,
  target: string,
  weight: number,
  retweets: number,
  replies: number,
  mentions: number,
];

/**
 * Saves and reads one run's result files. Graph and community files are stored as the exact
 * bodies the API answers with ({data: …}), so the gateway streams them without parsing. A
 * user's posts do not depend on k, so they are stored once per dataset, not once per run.
 */
@Injectable()
export class ResultStore {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /**
   * Saves a run: as encodeRun made it (in the analysis worker), or a whole result, encoded here.
   * Its users' posts are the dataset's (saveUserPosts). A redelivered job overwrites; the summary
   * goes last and marks the result complete.
   */
  async save(
    processId: string,
    datasetId: string,
    result: EncodedRun | AnalysisResult,
    window: EncodedWindow | null = null,
  ): Promise<void> {
    const run = 'nodeShards' in result ? result : encodeRun(result);
    await this.objects.delete(resultKeys.summary(processId));
    await this.put(resultKeys.graph(processId), { data: run.graph }, FailureCode.NodePositions);
    for (const [c, community] of run.communities.entries()) {
      const { keywords, headers, tweets, has_followers, cluster_id, name, color, size } = community;
      await this.put(
        resultKeys.cluster(processId, cluster_id),
        { data: { keywords, headers, tweets, has_followers, cluster_id, name, color, size } },
        FailureCode.Cluster,
      );
      await this.putBytes(resultKeys.members(processId, cluster_id), run.members[c], FailureCode.Cluster, NDJSON);
    }
    // After the member files: it points into them.
    await this.putBytes(resultKeys.membership(processId), run.membership, FailureCode.Cluster);
    await this.putBytes(resultKeys.edges(processId), run.edges, FailureCode.Cluster, NDJSON);
    const encoded = window ?? ('window' in result && result.window ? encodeWindow(result.window) : null);
    if (encoded) {
      // The texts first: an index is only of use with them.
      if (encoded.texts)
        await this.putBytes(resultKeys.windowTexts(datasetId, encoded.textsName), encoded.texts, FailureCode.Cluster);
      await this.putBytes(resultKeys.window(processId), encoded.index, FailureCode.Cluster);
    }
    if (run.relations) await this.put(resultKeys.relations(processId), run.relations, FailureCode.Cluster);
    for (let s = 0; s < NODE_SHARDS; s++)
      await this.putBytes(resultKeys.nodeShard(processId, s), run.nodeShards[s], FailureCode.Node, JSON_TYPE);
    await this.put(
      resultKeys.summary(processId),
      { ...run.summary, dataset_id: datasetId } satisfies SavedSummary,
      FailureCode.Final,
    );
  }

  /**
   * Saves one shard of each user's posts by node id (encodedUserPostShards), once per dataset,
   * shared by all its runs (they do not depend on k). Shards go in order and the last one last:
   * hasUserPosts is true only once all are there.
   */
  async saveUserPostsShard(datasetId: string, shard: number, bytes: Uint8Array): Promise<void> {
    if (!Number.isInteger(shard) || shard < 0 || shard >= NODE_SHARDS)
      throw new RangeError(`no user posts shard ${shard}`);
    await this.putBytes(resultKeys.userPosts(datasetId, shard), bytes, FailureCode.Node, 'application/json');
  }

  /** Whether the dataset's user posts are stored (the last shard is written last). */
  async hasUserPosts(datasetId: string): Promise<boolean> {
    return (await this.objects.stat(resultKeys.userPosts(datasetId, NODE_SHARDS - 1))) !== null;
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

  /** The spec's node detail: the user as the run saw them, with their posts from the dataset. */
  async nodeDetail(processId: string, nodeId: string): Promise<NodeDetail> {
    const summary = await this.summary(processId);
    if (!summary) throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
    const shard = nodeShard(nodeId);
    // Runs saved before users had keywords list none.
    const users = await this.json<Record<string, Omit<RunUser, 'keywords'> & Partial<RunUser>>>(
      resultKeys.nodeShard(processId, shard),
    );
    if (!Object.hasOwn(users, nodeId))
      throw new DomainError(ErrorCode.NotFound, 'No such user in this result.', { node_id: nodeId });
    const posts = await this.json<Record<string, UserPost[]>>(resultKeys.userPosts(summary.dataset_id, shard));
    const user = { ...users[nodeId], keywords: users[nodeId].keywords ?? [] };
    return nodeDetail(user, Object.hasOwn(posts, nodeId) ? posts[nodeId] : []);
  }

  /** The graph payload as saved (with the names and colors users gave). */
  async graph(processId: string): Promise<GraphPayload> {
    return (await this.json<{ data: GraphPayload }>(resultKeys.graph(processId))).data;
  }

  async putGraph(processId: string, graph: GraphPayload): Promise<void> {
    await this.objects.put(resultKeys.graph(processId), JSON.stringify({ data: graph }), {
      contentType: 'application/json',
    });
  }

  /** A community file; runs saved before members had their own file keep them in `nodes`. */
  async community(processId: string, clusterId: number): Promise<SavedCommunity> {
    // Read at once, no stat first: the relation views read every community of two runs per answer.
    const bytes = await this.objects.getBuffer(resultKeys.cluster(processId, clusterId)).catch((err: unknown) => {
      if (!(err instanceof ObjectNotFoundError)) throw err;
      throw new DomainError(ErrorCode.ClusterNotFound, 'This community does not exist in the result.', {
        cluster_id: String(clusterId),
      });
    });
    return (JSON.parse(bytes.toString('utf8')) as { data: SavedCommunity }).data;
  }

  async putCommunity(processId: string, community: SavedCommunity): Promise<void> {
    await this.objects.put(resultKeys.cluster(processId, community.cluster_id), JSON.stringify({ data: community }), {
      contentType: 'application/json',
    });
  }

  /** A community's members, most central first, read one line at a time. */
  async *members(processId: string, clusterId: number): AsyncGenerator<MemberRow> {
    const key = resultKeys.members(processId, clusterId);
    if (await this.objects.stat(key)) {
      yield* readNdjson<MemberRow>(await this.objects.get(key));
      return;
    }
    const older = await this.community(processId, clusterId);
    for (const m of older.nodes ?? [])
      yield { ...m, cluster_id: clusterId, x: 0, y: 0, start_date: null, end_date: null, drawn: false };
  }

  /** Who is in which community of the run, in arrays; null for a run saved before runs kept it. */
  async membership(processId: string): Promise<RunMembership | null> {
    const key = resultKeys.membership(processId);
    const info = await this.objects.stat(key);
    if (!info) return null;
    // One read of the whole file (a stream would take several turns of a busy event loop).
    return decodeMembership((await this.objects.readRanges(key, [[0, info.size]]))[0]);
  }

  /** A few members of a community by the byte ranges of their lines in its member file (memberLineRange). */
  async memberLines(
    processId: string,
    clusterId: number,
    ranges: ReadonlyArray<readonly [number, number]>,
  ): Promise<MemberRow[]> {
    if (ranges.length === 0) return [];
    // Lines that follow one another in the file are read as one range: one request for a whole
    // page of a band that is most of its community, where an object store answers each range apart.
    const spans: Array<[number, number]> = [];
    const spanOf = ranges.map(([start, end]) => {
      const last = spans[spans.length - 1];
      if (last && last[1] === start) last[1] = end;
      else spans.push([start, end]);
      return spans.length - 1;
    });
    const read = await this.objects.readRanges(resultKeys.members(processId, clusterId), spans);
    return ranges.map(([start, end], i) => {
      const from = start - spans[spanOf[i]][0];
      return JSON.parse(read[spanOf[i]].subarray(from, from + end - start).toString('utf8')) as MemberRow;
    });
  }

  /** Every edge of the run's network, one line at a time. */
  async *edges(processId: string): AsyncGenerator<EdgeLine> {
    const key = resultKeys.edges(processId);
    if (await this.objects.stat(key)) yield* readNdjson<EdgeLine>(await this.objects.get(key));
  }

  /** A user of the run, or null. */
  async runUser(processId: string, nodeId: string): Promise<RunUser | null> {
    const users = await this.json<Record<string, RunUser>>(resultKeys.nodeShard(processId, nodeShard(nodeId)));
    return Object.hasOwn(users, nodeId) ? users[nodeId] : null;
  }

  /** A user's posts from the dataset the run was computed on. */
  async userPosts(processId: string, nodeId: string): Promise<UserPost[]> {
    const summary = await this.summary(processId);
    if (!summary) throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
    const posts = await this.json<Record<string, UserPost[]>>(
      resultKeys.userPosts(summary.dataset_id, nodeShard(nodeId)),
    );
    return Object.hasOwn(posts, nodeId) ? posts[nodeId] : [];
  }

  /** How the run's communities relate, or null for a run saved before runs kept it. */
  async relations(processId: string): Promise<RunRelations | null> {
    const key = resultKeys.relations(processId);
    if (!(await this.objects.stat(key))) return null;
    return JSON.parse((await this.objects.getBuffer(key)).toString('utf8')) as RunRelations;
  }

  /** User counts between every pair of communities of two saved runs (the caller checks they share a project). */
  async runComparison(firstId: string, secondId: string): Promise<RunComparison> {
    const [first, second] = await Promise.all([this.summary(firstId), this.summary(secondId)]);
    if (!first || !second) throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
    return compareRuns(await this.clusterOfUsers(firstId), first.k, await this.clusterOfUsers(secondId), second.k);
  }

  private async clusterOfUsers(processId: string): Promise<Map<string, number>> {
    const clusters = new Map<string, number>();
    for (let s = 0; s < NODE_SHARDS; s++) {
      const users = await this.json<Record<string, RunUser>>(resultKeys.nodeShard(processId, s));
      for (const id of Object.keys(users)) clusters.set(id, users[id].cluster_id);
    }
    return clusters;
  }

  /** The run's window index, or null for a run saved before runs kept one. */
  async window(processId: string): Promise<SavedWindow | null> {
    const key = resultKeys.window(processId);
    if (!(await this.objects.stat(key))) return null;
    return decodeWindow(await this.objects.getBuffer(key));
  }

  /** The run's users' names and communities from its window index, read alone; null for a run saved before runs kept one. */
  async windowUsers(processId: string): Promise<WindowUsers | null> {
    const key = resultKeys.window(processId);
    if (!(await this.objects.stat(key))) return null;
    return readWindowUsers(async (start, end) => (await this.objects.readRanges(key, [[start, end]]))[0]);
  }

  /** Whether the dataset's originals' texts for this relation set are saved (a run saves them once). */
  async hasWindowTexts(datasetId: string, relations: readonly string[]): Promise<boolean> {
    return (await this.objects.stat(resultKeys.windowTexts(datasetId, windowTextsName(relations)))) !== null;
  }

  /** The texts of a few originals of a window index (of the dataset's runs with these relations), by byte range. */
  async windowTexts(
    datasetId: string,
    relations: readonly string[],
    ranges: ReadonlyArray<readonly [number, number]>,
  ): Promise<string[] | null> {
    const key = resultKeys.windowTexts(datasetId, windowTextsName(relations));
    if (!(await this.objects.stat(key))) return null;
    if (ranges.length === 0) return [];
    return (await this.objects.readRanges(key, ranges)).map((p) => p.toString('utf8'));
  }

  /** The dataset's stored terms (the run's window index is aligned with them). */
  async terms(datasetId: string): Promise<TermMatrix | null> {
    const key = resultKeys.terms(datasetId);
    if (!(await this.objects.stat(key))) return null;
    return decodeTerms(await this.objects.getBuffer(key));
  }

  /** The key of a kept download, or null when it has to be made (again). */
  async keptExport(processId: string, name: string): Promise<string | null> {
    const key = resultKeys.export(processId, name);
    return (await this.objects.stat(key)) ? key : null;
  }

  async putExport(processId: string, name: string, body: Readable, contentType: string): Promise<string> {
    const key = resultKeys.export(processId, name);
    await this.objects.put(key, body, { contentType });
    return key;
  }

  /** Forgets the kept downloads (a name or color changed). */
  async dropExports(processId: string): Promise<void> {
    await this.objects.deletePrefix(resultKeys.exportsPrefix(processId));
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

  private async putBytes(
    key: string,
    body: Uint8Array,
    failure: FailureCode,
    contentType = 'application/octet-stream',
  ): Promise<void> {
    try {
      await this.objects.put(key, Buffer.from(body.buffer, body.byteOffset, body.byteLength), { contentType });
    } catch (err) {
      throw new JobFailure(failure, `saving ${key} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async put(key: string, body: unknown, failure: FailureCode): Promise<void> {
    try {
      await this.objects.put(key, JSON.stringify(body), { contentType: 'application/json' });
    } catch (err) {
      throw new JobFailure(failure, `saving ${key} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
