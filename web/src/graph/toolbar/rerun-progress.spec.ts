import { describe, expect, it } from '@jest/globals';
import { RunStatus } from '@kizuna/proto/rules';
import type { Run } from '@kizuna/http-api';
import { firstFreeK, kChoices, rerunProgress } from './rerun-progress';

function run(processId: string, k: number, fields: Partial<Run> = {}): Run {
  return {
    process_id: processId,
    total_cluster: k,
    status: RunStatus.WAITING,
    started: true,
    stage: '',
    percent: 0,
    failure_code: '',
    node_count: 0,
    edge_count: 0,
    queue_position: 0,
    skipped_posts: 0,
    ...fields,
  };
}

describe('re-run with another k', () => {
  it('offers k from 1 to 12 and marks those the project has', () => {
    const choices = kChoices([run('a', 3), run('b', 6)]);
    expect(choices.map((c) => c.k)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(choices.filter((c) => c.exists).map((c) => c.k)).toEqual([3, 6]);
  });

  it('starts on the smallest k from 2 without a run, then 1, none when all twelve exist', () => {
    expect(firstFreeK([run('a', 1), run('b', 2), run('c', 4)])).toBe(3);
    expect(firstFreeK([run('a', 3), run('b', 6), run('c', 10)])).toBe(2);
    expect(firstFreeK(Array.from({ length: 11 }, (_, i) => run(String(i), i + 2)))).toBe(1);
    expect(firstFreeK(Array.from({ length: 12 }, (_, i) => run(String(i), i + 1)))).toBeNull();
  });

  it('follows the added run from the queue to done, or to its failure', () => {
    expect(rerunProgress([run('a', 3)], null)).toEqual({ phase: 'idle' });
    expect(rerunProgress([run('a', 3)], 'b')).toEqual({ phase: 'waiting' });
    expect(rerunProgress([run('b', 5, { queue_position: 2 })], 'b')).toEqual({ phase: 'queued', position: 2 });
    expect(rerunProgress([run('b', 5)], 'b')).toEqual({ phase: 'waiting' });
    expect(
      rerunProgress([run('b', 5, { status: RunStatus.PROCESSING, percent: 40, stage: 'communities' })], 'b'),
    ).toEqual({ phase: 'processing', percent: 40, stage: 'communities' });
    expect(rerunProgress([run('a', 3), run('b', 5, { status: RunStatus.DONE })], 'b')).toEqual({
      phase: 'done',
      processId: 'b',
    });
    expect(
      rerunProgress(
        [run('b', 5, { status: RunStatus.ERROR, failure_code: 'cl1008', failure_reason: 'storage_full' })],
        'b',
      ),
    ).toMatchObject({ phase: 'failed', failure: { failure_code: 'cl1008', failure_reason: 'storage_full' } });
  });
});
