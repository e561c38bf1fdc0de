import type { SeriesFlows } from '@kizuna/http-api';
import { CSV_BOM, csvLine } from '@kizuna/proto/rules';
import { trackIndex } from './track-index';

const HEADER = [
  'from_process_id',
  'from_project',
  'from_cluster_id',
  'from_cluster_name',
  'to_process_id',
  'to_project',
  'to_cluster_id',
  'to_cluster_name',
  'users',
  'jaccard',
  'share',
  'successor',
  'track',
];

/**
 * Every flow of every step as CSV (UTF-8 with BOM, formula-safe cells, the rule the server's CSV
 * files follow): the two communities with their runs and names, the users, the measures the rule
 * reads, whether it named a successor, and the track (the name the screen shows the community by).
 */
export function flowsCsv(flows: SeriesFlows): string {
  const trackOf = trackIndex(flows);
  const name = (run: number, clusterId: number) =>
    flows.runs[run]?.communities.find((c) => c.cluster_id === clusterId)?.name ?? '';
  const lines = [csvLine(HEADER)];
  flows.steps.forEach((step, s) => {
    const [from, to] = [flows.runs[s], flows.runs[s + 1]];
    for (const f of step.flows)
      lines.push(
        csvLine([
          step.from_process_id,
          from?.project_name ?? '',
          String(f.from_cluster_id),
          name(s, f.from_cluster_id),
          step.to_process_id,
          to?.project_name ?? '',
          String(f.to_cluster_id),
          name(s + 1, f.to_cluster_id),
          String(f.users),
          f.jaccard.toFixed(4),
          f.share.toFixed(4),
          f.successor ? 'true' : 'false',
          trackOf(s, f.from_cluster_id)?.track.name ?? '',
        ]),
      );
  });
  return CSV_BOM + lines.join('');
}
