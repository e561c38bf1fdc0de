import { describe, expect, it } from '@jest/globals';
import { projectStatus } from './project-status.js';
import { ProjectStatus } from './project-record.js';

const runs = (...s: ProjectStatus[]) => s.map((status) => ({ status }));

describe('projectStatus', () => {
  it('is waiting until a run starts processing', () => {
    expect(projectStatus(runs(0, 0, 0))).toBe(ProjectStatus.Waiting);
  });
  it('is processing while some runs are not done yet', () => {
    expect(projectStatus(runs(1, 0))).toBe(ProjectStatus.Processing);
    expect(projectStatus(runs(2, 0))).toBe(ProjectStatus.Processing);
  });
  it('is done only when every run is done', () => {
    expect(projectStatus(runs(2, 2, 2))).toBe(ProjectStatus.Done);
  });
  it('is an error as soon as one run failed', () => {
    expect(projectStatus(runs(2, -1, 1))).toBe(ProjectStatus.Error);
  });
  it('is waiting with no runs', () => {
    expect(projectStatus([])).toBe(ProjectStatus.Waiting);
  });
});
