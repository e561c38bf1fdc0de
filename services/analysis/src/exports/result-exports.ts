import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { ResultExportKind } from '@kizuna/proto';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { NodeDetails } from '../results/node-details.js';
import { CommunityFiles, type SavedCommunity } from '../results/stored/community-files.js';
import { EdgeFiles } from '../results/stored/edge-files.js';
import { exportDigest, KeptExports } from '../results/stored/kept-exports.js';
import { MemberFiles } from '../results/stored/member-files.js';
import { RunSummaries } from '../results/stored/run-summaries.js';
import { RunUserShards } from '../results/stored/run-user-shards.js';
import { CSV_BOM, csvLine } from '@kizuna/platform/csv';
import { GEXF_BETWEEN, GEXF_TAIL, gexfEdge, gexfHead, gexfNode } from './gexf-lines.js';
import { formatTokyo, tokyoDateStamp } from '@kizuna/platform/csv';
import { RelationExports } from './relation-exports.js';
import { WholeGraphs, type RunPlaces } from '../results/whole-graphs.js';
import { NETWORK_LAYOUT_VERSION } from '../results/network-layout-file.js';
import type { MemberRow } from '../engine/types.js';
import type { ExportRequest, WrittenResultExport } from './export-request.js';

const CSV = 'text/csv; charset=utf-8';
const GEXF = 'application/gexf+xml; charset=utf-8';

const USER_HEADER = [
  'node_id',
  'tweet_user_screen_name',
  'cluster_id',
  'cluster_name',
  'get_retweeted',
  'count_retweet',
  'count_followers',
  'degree',
  'pagerank',
  'community_1',
  'community_2',
  'community_3',
  'start_date',
  'end_date',
];
const KEYWORD_HEADER = ['cluster_id', 'cluster_name', 'rank', 'keyword', 'count', 'score'];
const POST_HEADER = [
  'cluster_id',
  'cluster_name',
  'rank',
  'tweet_user_screen_name',
  'tweet_date',
  'tweet_text',
  'tweet_score',
];
const NODE_POST_HEADER = [
  'node_id',
  'tweet_user_screen_name',
  'cluster_id',
  'cluster_name',
  'tweet_date',
  'tweet_text',
];

const cell = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** Rows grouped in batches, so a CSV of 100k users is a few hundred writes. */
async function* batched(rows: AsyncIterable<string>, size = 1000): AsyncGenerator<string> {
  let batch: string[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch.join('');
      batch = [];
    }
  }
  if (batch.length > 0) yield batch.join('');
}

/**
 * The result downloads (spec §7 download_cluster_details 1–3, download_node_tweets) and the GEXF
 * export, written to the object store as they are made, never whole in memory: CSV in UTF-8 with a
 * BOM and formula-safe cells, times in Tokyo. A run's downloads are kept beside its result until a
 * community's name or color changes.
 */
@Injectable()
export class ResultExports {
  constructor(
    private readonly summaries: RunSummaries,
    private readonly communityFiles: CommunityFiles,
    private readonly memberFiles: MemberFiles,
    private readonly edgeFiles: EdgeFiles,
    private readonly runUsers: RunUserShards,
    private readonly nodeDetails: NodeDetails,
    private readonly keptExports: KeptExports,
    private readonly relations: RelationExports,
    private readonly wholeGraphs: WholeGraphs,
  ) {}

  async write(req: ExportRequest, now = Date.now()): Promise<WrittenResultExport> {
    const summary = await this.summaries.get(req.processId);
    const day = tokyoDateStamp(now);
    const which = req.clusterId === 0 ? 'all' : `c${req.clusterId}`;
    if (req.clusterId < 0 || req.clusterId > summary.k)
      throw new DomainError(ErrorCode.ClusterNotFound, 'This community does not exist in the result.', {
        cluster_id: String(req.clusterId),
      });
    const clusterIds = req.clusterId === 0 ? Array.from({ length: summary.k }, (_, c) => c + 1) : [req.clusterId];
    switch (req.kind) {
      case ResultExportKind.USERS:
        return this.kept(req.processId, `users-${which}.csv`, `users_${which}_${day}.csv`, CSV, () =>
          this.csv(USER_HEADER, this.userRows(req.processId, clusterIds)),
        );
      case ResultExportKind.KEYWORDS:
        return this.kept(req.processId, `keywords-${which}.csv`, `keywords_${which}_${day}.csv`, CSV, () =>
          this.csv(KEYWORD_HEADER, this.keywordRows(req.processId, clusterIds)),
        );
      case ResultExportKind.POSTS:
        return this.kept(req.processId, `tweets-${which}.csv`, `tweets_${which}_${day}.csv`, CSV, () =>
          this.csv(POST_HEADER, this.postRows(req.processId, clusterIds)),
        );
      case ResultExportKind.NODE_POSTS:
        return this.nodePosts(req.processId, req.nodeId, day);
      case ResultExportKind.GEXF:
        return this.placedGexf(req.processId, summary.k, day, now);
      case ResultExportKind.MATRIX:
        return this.relations.matrix(req.processId, summary.k, day);
      case ResultExportKind.COMPARISON_USERS:
        return this.relations.band(
          req.processId,
          req.clusterId,
          req.otherProcessId ?? '',
          req.otherClusterId ?? 0,
          day,
        );
      default:
        throw new DomainError(ErrorCode.BadRequest, 'Unknown download type.', { field: 'download_type' });
    }
  }

  private async kept(
    processId: string,
    name: string,
    fileName: string,
    contentType: string,
    make: () => AsyncIterable<string>,
  ): Promise<WrittenResultExport> {
    const key =
      (await this.keptExports.find(processId, name)) ??
      (await this.keptExports.put(processId, name, Readable.from(make()), contentType));
    return { key, fileName, contentType };
  }

  private async *csv(header: string[], rows: AsyncIterable<string>): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(header);
    yield* batched(rows);
  }

  private async communities(processId: string, clusterIds: number[]): Promise<SavedCommunity[]> {
    const list: SavedCommunity[] = [];
    for (const c of clusterIds) list.push(await this.communityFiles.get(processId, c));
    return list;
  }

  private async *userRows(processId: string, clusterIds: number[]): AsyncGenerator<string> {
    for (const community of await this.communities(processId, clusterIds)) {
      for await (const m of this.memberFiles.rows(processId, community.cluster_id))
        yield csvLine([
          m.node_id,
          m.tweet_user_screen_name,
          String(community.cluster_id),
          community.name,
          cell(m.get_retweeted),
          cell(m.count_retweet),
          cell(m.count_followers),
          cell(m.degree),
          cell(m.pagerank),
          cell(m.community_1),
          cell(m.community_2),
          cell(m.community_3),
          formatTokyo(m.start_date),
          formatTokyo(m.end_date),
        ]);
    }
  }

  private async *keywordRows(processId: string, clusterIds: number[]): AsyncGenerator<string> {
    for (const community of await this.communities(processId, clusterIds))
      for (const [i, k] of community.keywords.entries())
        yield csvLine([
          String(community.cluster_id),
          community.name,
          String(i + 1),
          k.keyword,
          cell(k.count),
          cell(k.score),
        ]);
  }

  private async *postRows(processId: string, clusterIds: number[]): AsyncGenerator<string> {
    for (const community of await this.communities(processId, clusterIds))
      for (const [i, p] of community.tweets.entries())
        yield csvLine([
          String(community.cluster_id),
          community.name,
          String(i + 1),
          p.tweet_user_screen_name,
          formatTokyo(p.tweet_date),
          p.tweet_text,
          cell(p.tweet_score),
        ]);
  }

  private async nodePosts(processId: string, nodeId: string, day: string): Promise<WrittenResultExport> {
    const user = await this.runUsers.user(processId, nodeId);
    if (!user) throw new DomainError(ErrorCode.NotFound, 'No such user in this result.', { node_id: nodeId });
    const community = await this.communityFiles.get(processId, user.cluster_id);
    const posts = await this.nodeDetails.posts(processId, nodeId);
    async function* rows(): AsyncGenerator<string> {
      for (const p of posts)
        yield csvLine([
          user!.node_id,
          user!.label,
          String(user!.cluster_id),
          community.name,
          formatTokyo(p.tweet_date),
          p.tweet_text,
        ]);
    }
    const safeName = nodeId.replace(/[^\p{L}\p{N}_-]/gu, '_').slice(0, 60);
    // Made once per user and kept among the run's on-demand downloads (bounded, oldest out first):
    // asking again reuses it. Its community's name is in it: a rename drops every kept download.
    const key = await this.keptExports.onDemand(
      processId,
      `node-${safeName}-${exportDigest(nodeId)}.csv`,
      () => Readable.from(this.csv(NODE_POST_HEADER, rows())),
      CSV,
    );
    return { key, fileName: `node_tweets_${safeName}_${day}.csv`, contentType: CSV };
  }

  /**
   * The GEXF with every user where the whole graph draws it, kept under the layout's version so
   * that a new layout version makes it again. While the project's layout is still being made (an
   * older project) it carries today's places and is only an on-demand download, made again once the
   * layout is there.
   */
  private async placedGexf(processId: string, k: number, day: string, now: number): Promise<WrittenResultExport> {
    const name = `graph-layout-${NETWORK_LAYOUT_VERSION}.gexf`;
    const written = (key: string) => ({ key, fileName: `graph_k${k}_${day}.gexf`, contentType: GEXF });
    const found = await this.keptExports.find(processId, name);
    if (found) return written(found);
    const places = await this.wholeGraphs.places(processId);
    const body = () => Readable.from(this.gexf(processId, k, now, places));
    return written(
      places
        ? await this.keptExports.put(processId, name, body(), GEXF)
        : await this.keptExports.onDemand(processId, 'graph-unplaced.gexf', body, GEXF),
    );
  }

  private async *gexf(processId: string, k: number, now: number, places: RunPlaces | null): AsyncGenerator<string> {
    const communities = await this.communities(
      processId,
      Array.from({ length: k }, (_, c) => c + 1),
    );
    const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());
    yield gexfHead(`Kizuna communities (k = ${k}) of run ${processId}`, new Date(now).toISOString().slice(0, 10));
    // Every user where the whole graph draws it, so Gephi opens the same picture (issue 59).
    const placeOf = (m: MemberRow) => {
      const u = places?.index.get(m.node_id);
      return u === undefined ? m : { x: places!.x[u], y: places!.y[u] };
    };
    async function* nodes(members: MemberFiles): AsyncGenerator<string> {
      for (const community of communities)
        for await (const m of members.rows(processId, community.cluster_id))
          yield gexfNode(m, community.name, community.color, iso, placeOf(m));
    }
    yield* batched(nodes(this.memberFiles));
    yield GEXF_BETWEEN;
    async function* edges(edgeFiles: EdgeFiles): AsyncGenerator<string> {
      let id = 0;
      for await (const [source, target, weight, retweets, replies, mentions] of edgeFiles.lines(processId))
        yield gexfEdge(++id, source, target, weight, retweets, replies, mentions);
    }
    yield* batched(edges(this.edgeFiles));
    yield GEXF_TAIL;
  }
}
