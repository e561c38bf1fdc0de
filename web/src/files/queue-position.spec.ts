import { describe, expect, it } from '@jest/globals';
import { RunStatus } from '@kizuna/proto/rules';
import type { Run } from '@kizuna/http-api';
import { queuePosition } from './queue-position';

const run = (status: RunStatus, queue_position = 0): Run => ({
  process_id: 'p',
  total_cluster: 3,
  status,
  started: true,
  stage: queue_position > 0 ? 'queued' : '',
  percent: 0,
  failure_code: '',
  node_count: 0,
  edge_count: 0,
  queue_position,
  skipped_posts: 0,
});

describe('queuePosition', () => {
  it('is the best place among the waiting runs', () => {
    expect(queuePosition({ ProcessResult: [run(RunStatus.WAITING, 3), run(RunStatus.WAITING, 2)] })).toBe(2);
  });

  it('is null when no run waits in the queue', () => {
    expect(queuePosition({ ProcessResult: [run(RunStatus.WAITING, 0), run(RunStatus.WAITING)] })).toBeNull();
    expect(queuePosition({ ProcessResult: [run(RunStatus.PROCESSING, 1)] })).toBeNull();
    expect(queuePosition({ ProcessResult: [] })).toBeNull();
  });
});
