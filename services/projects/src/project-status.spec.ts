import { describe, expect, it } from '@jest/globals';
import { projectStatus } from './project-status.js';
import { RunStatus } from '@kizuna/proto/rules';

const runs = (...s: RunStatus[]) => s.map((status) => ({ status }));

describe('projectStatus', () => {
  it('is waiting until a run starts processing', () => {
    expect(projectStatus(runs(0, 0, 0))).toBe(RunStatus.WAITING);
  });
  it('is processing while some runs are not done yet', () => {
    expect(projectStatus(runs(1, 0))).toBe(RunStatus.PROCESSING);
    expect(projectStatus(runs(2, 0))).toBe(RunStatus.PROCESSING);
  });
  it('is done only when every run is done', () => {
    expect(projectStatus(runs(2, 2, 2))).toBe(RunStatus.DONE);
  });
  it('is an error as soon as one run failed', () => {
    expect(projectStatus(runs(2, -1, 1))).toBe(RunStatus.ERROR);
  });
  it('is waiting with no runs', () => {
    expect(projectStatus([])).toBe(RunStatus.WAITING);
  });
});
