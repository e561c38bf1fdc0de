import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { CSV_BOM, csvLine, formatTokyo } from '@kizuna/platform/csv';
import { RelationQueries } from '../results/relation-queries.js';
import { RunComparisons } from '../results/run-comparisons.js';
import { CommunityFiles } from '../results/stored/community-files.js';
import { exportDigest, KeptExports } from '../results/stored/kept-exports.js';
import { RunSummaries } from '../results/stored/run-summaries.js';
import type { WrittenResultExport } from './export-request.js';

const CSV = 'text/csv; charset=utf-8';

const MATRIX_HEADER = [
  'from_cluster_id',
  'from_cluster_name',
  'to_cluster_id',
  'to_cluster_name',
  'retweets',
  'replies',
  'mentions',
  'total',
  'row_share',
  'from_inside_share',
];
const BAND_HEADER = [
  'node_id',
  'tweet_user_screen_name',
  'cluster_id',
  'cluster_name',
  'other_cluster_id',
  'other_cluster_name',
  'pagerank',
  'degree',
  'get_retweeted',
  'count_retweet',
  'count_followers',
  'start_date',
  'end_date',
];

const cell = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** The relation views' downloads: who amplifies whom, and the users of one band of a run comparison. */
@Injectable()
export class RelationExports {
  constructor(
    private readonly summaries: RunSummaries,
    private readonly communities: CommunityFiles,
    private readonly kept: KeptExports,
    private readonly relations: RelationQueries,
    private readonly comparisons: RunComparisons,
  ) {}

  /** One row per ordered pair of communities (the author's first), kept until a name or color changes. */
  async matrix(processId: string, k: number, day: string): Promise<WrittenResultExport> {
    const fileName = `interactions_k${k}_${day}.csv`;
    const kept = await this.kept.find(processId, 'interactions.csv');
    if (kept) return { key: kept, fileName, contentType: CSV };
    const { relations, communities } = await this.relations.relationsOf(processId);
    const m = relations.matrix;
    const lines = [CSV_BOM + csvLine(MATRIX_HEADER)];
    for (let i = 0; i < m.k; i++) {
      const rowSum = m.total[i].reduce((a, b) => a + b, 0);
      for (let j = 0; j < m.k; j++)
        lines.push(
          csvLine([
            String(i + 1),
            communities[i].name,
            String(j + 1),
            communities[j].name,
            String(m.retweets[i][j]),
            String(m.replies[i][j]),
            String(m.mentions[i][j]),
            String(m.total[i][j]),
            rowSum === 0 ? '' : String(m.total[i][j] / rowSum),
            cell(m.inside_share[i]),
          ]),
        );
    }
    const key = await this.kept.put(processId, 'interactions.csv', Readable.from(lines), CSV);
    return { key, fileName, contentType: CSV };
  }

  /** The users in community clusterId of this run and otherClusterId of the other run, most central first. */
  async band(
    processId: string,
    clusterId: number,
    otherProcessId: string,
    otherClusterId: number,
    day: string,
  ): Promise<WrittenResultExport> {
    const band = { processId, otherProcessId, clusterId, otherClusterId };
    const rows = await this.comparisons.bandRows(band);
    const [first, second] = await Promise.all([this.summaries.find(processId), this.summaries.find(otherProcessId)]);
    const [community, other] = await Promise.all([
      this.communities.get(processId, clusterId),
      this.communities.get(otherProcessId, otherClusterId),
    ]);
    const lines = [CSV_BOM + csvLine(BAND_HEADER)];
    for (const m of rows)
      lines.push(
        csvLine([
          m.node_id,
          m.tweet_user_screen_name,
          String(clusterId),
          community.name,
          String(otherClusterId),
          other.name,
          cell(m.pagerank),
          cell(m.degree),
          cell(m.get_retweeted),
          cell(m.count_retweet),
          cell(m.count_followers),
          formatTokyo(m.start_date),
          formatTokyo(m.end_date),
        ]),
      );
    const which = `k${first?.k ?? 0}c${clusterId}_k${second?.k ?? 0}c${otherClusterId}`;
    // Depends on the other run and both communities' names: they are in its name, so a rename
    // in either run asks for a new file (the old one goes with the bound, oldest first).
    const digest = exportDigest(otherProcessId, community.name, other.name);
    const key = await this.kept.onDemand(processId, `band-${which}-${digest}.csv`, () => Readable.from(lines), CSV);
    return { key, fileName: `users_${which}_${day}.csv`, contentType: CSV };
  }
}
