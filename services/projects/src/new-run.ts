import { randomUUID } from 'node:crypto';
import { RunStatus } from '@kizuna/proto/rules';
import type { RunRecord } from './project-record.js';

/** A run of a project with one k as it is first stored: waiting, not started, every field set. */
export function newRun(projectId: string, k: number, now: string): RunRecord {
  return {
    _id: randomUUID(),
    project_id: projectId,
    k,
    status: RunStatus.WAITING,
    started: false,
    stage: '',
    percent: 0,
    failure_code: '',
    failure_reason: '',
    failure_message: '',
    removing: false,
    node_count: 0,
    edge_count: 0,
    queue_position: 0,
    resumes: 0,
    updated_at: now,
  };
}
