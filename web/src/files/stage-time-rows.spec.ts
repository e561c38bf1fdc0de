import { describe, expect, it } from '@jest/globals';
import type { Project } from '@kizuna/http-api';
import { stageTimeRows } from './stage-time-rows';

const times = {
  validate_ms: 8_049,
  tokenize_ms: 10_260,
  network_ms: 950,
  communities_ms: 1_200,
  keywords_ms: 300,
  layout_ms: 1_550,
  write_ms: 2_000,
};
const run = (k: number, stage_times?: typeof times) => ({
  process_id: `p${k}`,
  total_cluster: k,
  status: 2 as const,
  started: true,
  stage: 'done',
  percent: 100,
  failure_code: '',
  node_count: 1,
  edge_count: 1,
  queue_position: 0,
  skipped_posts: 0,
  ...(stage_times && { stage_times }),
});

describe('stageTimeRows', () => {
  it('lists each done run with its stage times in seconds, in the order of the wait', () => {
    const project = { ProcessResult: [run(3, times), run(6)] } as unknown as Project;
    expect(stageTimeRows(project)).toEqual([
      {
        k: 3,
        seconds: {
          validate: '8.0',
          tokenize: '10.3',
          network: '0.9',
          communities: '1.2',
          keywords: '0.3',
          layout: '1.6',
          write: '2.0',
        },
      },
    ]);
  });
});
