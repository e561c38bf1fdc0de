import { describe, expect, it } from '@jest/globals';
import { RunStatus } from '@kizuna/contracts/rules';
import { queuePosition } from './queue-position';

const run = (status: number, queue_position?: number) => ({
  process_id: 'p',
  total_cluster: 3,
  status,
  queue_position,
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
