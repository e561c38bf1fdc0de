import { describe, it, expect } from '@jest/globals';
import { statusName } from './project-status';
import { shouldPoll } from './should-poll';
import { projectActions } from './project-actions';

describe('statusName', () => {
  it('names the four spec statuses and treats anything else as failed', () => {
    expect([0, 1, 2, -1].map(statusName)).toEqual(['waiting', 'processing', 'done', 'failed']);
    expect(statusName(3)).toBe('failed');
    expect(statusName(-7)).toBe('failed');
  });
});

describe('shouldPoll', () => {
  it('polls while any project is waiting or processing', () => {
    expect(shouldPoll([{ status: 2 }, { status: 0 }])).toBe(true);
    expect(shouldPoll([{ status: -1 }, { status: 1 }])).toBe(true);
  });

  it('stops when every project is done or failed, or the list is empty', () => {
    expect(shouldPoll([{ status: 2 }, { status: -1 }, { status: 5 }])).toBe(false);
    expect(shouldPoll([])).toBe(false);
  });
});

describe('projectActions', () => {
  it('opens results only when done and blocks delete while waiting or processing', () => {
    expect(projectActions(0)).toEqual({ canViewResult: false, canDelete: false });
    expect(projectActions(1)).toEqual({ canViewResult: false, canDelete: false });
    expect(projectActions(2)).toEqual({ canViewResult: true, canDelete: true });
    expect(projectActions(-1)).toEqual({ canViewResult: false, canDelete: true });
  });
});
