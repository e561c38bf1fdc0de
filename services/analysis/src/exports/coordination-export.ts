import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { CSV_BOM, csvLine, tokyoDateStamp } from '@kizuna/platform/csv';
import { coordinationSettingsKey, type CoordinationSettings } from '../engine/coordination/index.js';
import { CoordinationQueries } from '../results/coordination/coordination-queries.js';
import { KeptExports } from '../results/stored/kept-exports.js';
import type { WrittenResultExport } from './export-request.js';

const CSV = 'text/csv; charset=utf-8';

const HEADER = [
  'group_id',
  'group_size',
  'group_evidence_total',
  'group_co_action_share',
  'group_near_matches_total',
  'node_id',
  'posts',
  'co_actions',
  'share',
  'cluster_ids',
  'window_seconds',
  'post_window_seconds',
  'min_repetitions',
  'similarity_percent',
];

/** The coordinated groups and their members as CSV, one row per member, at the settings asked. */
@Injectable()
export class CoordinationExport {
  constructor(
    private readonly queries: CoordinationQueries,
    private readonly kept: KeptExports,
  ) {}

  async write(processId: string, asked: Partial<CoordinationSettings>): Promise<WrittenResultExport> {
    const { data } = await this.queries.answer(processId, asked);
    const { window_seconds: w, post_window_seconds: p, min_repetitions: m, similarity_percent: s } = data.settings;
    const fileName = `coordination_w${w}_p${p}_m${m}_s${s}_${tokyoDateStamp(Date.now())}.csv`;
    // A run's communities and a project's posts never change: one file per settings is
    // kept among the run's on-demand downloads (bounded, oldest out first),
    // named by the same canonical key as the answer cache (its '&' and '=' made file-name safe).
    const name = `coordination-${coordinationSettingsKey(data.settings).replaceAll('&', '_').replaceAll('=', '-')}.csv`;
    const lines = (): string[] => {
      const lines = [CSV_BOM + csvLine(HEADER)];
      for (const group of data.groups)
        for (const member of group.members)
          lines.push(
            csvLine([
              String(group.group_id),
              String(group.members.length),
              String(group.evidence_total),
              String(group.co_action_share),
              String(group.near_matches_total),
              member.node_id,
              String(member.posts),
              String(member.co_actions),
              String(member.share),
              member.cluster_ids.join(' '),
              String(w),
              String(p),
              String(m),
              String(s),
            ]),
          );
      return lines;
    };
    const key = await this.kept.onDemand(processId, name, () => Readable.from(lines()), CSV);
    return { key, fileName, contentType: CSV };
  }
}
