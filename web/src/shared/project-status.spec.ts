import { describe, expect, it } from '@jest/globals';
import { statusName } from './project-status';
import { shouldPoll } from '../files/should-poll';
import { projectActions } from '../files/project-actions';
import { runSummary } from '../files/run-summary';

const run = (process_id: string, status: number, started = true) => ({ process_id, status, started });

describe('statusName', () => {
  it('names 0, 1, 2 and -1, and shows any other value as failed (spec §4)', () => {
    expect([0, 1, 2, -1].map(statusName)).toEqual(['waiting', 'processing', 'done', 'failed']);
    expect(statusName(3)).toBe('failed');
    expect(statusName(-7)).toBe('failed');
  });
});

describe('shouldPoll', () => {
  it('polls while a run is queued or analysed', () => {
    expect(shouldPoll([{ ProcessResult: [run('a', 2)] }, { ProcessResult: [run('b', 0)] }])).toBe(true);
    expect(shouldPoll([{ ProcessResult: [run('a', -1), run('b', 1)] }])).toBe(true);
  });
  it('does not poll for projects that only wait to be started, nor for finished ones', () => {
    expect(shouldPoll([{ ProcessResult: [run('a', 0, false), run('b', 0, false)] }])).toBe(false);
    expect(shouldPoll([{ ProcessResult: [run('a', 2), run('b', -1)] }])).toBe(false);
    expect(shouldPoll([])).toBe(false);
  });
});

describe('projectActions', () => {
  it('opens results on the first done run whatever the others do', () => {
    expect(projectActions([run('a', -1), run('b', 2), run('c', 1)])).toEqual({
      firstDone: 'b',
      canDelete: false,
      notStarted: [],
    });
    expect(projectActions([run('a', -1)]).firstDone).toBeNull();
  });
  it('opens delete unless a run is active, and Start for the runs never started', () => {
    expect(projectActions([run('a', 0, false), run('b', 0, false)])).toEqual({
      firstDone: null,
      canDelete: true,
      notStarted: ['a', 'b'],
    });
    expect(projectActions([run('a', 0)]).canDelete).toBe(false);
    expect(projectActions([run('a', 2), run('b', -1)]).canDelete).toBe(true);
  });
});

describe('runSummary', () => {
  it('says how many runs are done, failed, running and not started', () => {
    expect(runSummary([run('a', 2), run('b', 2), run('c', -1)])).toEqual([
      { key: 'files.runs_done', params: { done: 2, total: 3 } },
      { key: 'files.runs_failed', params: { count: 1 } },
    ]);
    expect(runSummary([run('a', 2), run('b', 1), run('c', 0, false)]).map((p) => p.key)).toEqual([
      'files.runs_done',
      'files.runs_active',
      'files.runs_waiting_start',
    ]);
    expect(runSummary([run('a', 0, false)])).toEqual([{ key: 'files.runs_not_started', params: {} }]);
  });
});
