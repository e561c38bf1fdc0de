import type { DocumentStore } from '@kizuna/platform/documents';
import { RunStatus } from '@kizuna/proto/rules';

/**
 * Inserts a project and its run as project documents of format 1 left them (documents-format.ts):
 * no projects_format record, and a project registered before relations could be chosen or registration
 * was timed (no `relations`, no `validate_ms`).
 */
export async function insertVersion1Project(store: DocumentStore, projectId: string): Promise<void> {
  const at = '2026-01-05T00:00:00.000Z';
  await store.collection<Record<string, unknown> & { _id: string }>('projects').insertOne({
    _id: projectId,
    project_name: `older ${projectId}`,
    owner_id: 'u1',
    user_name: 'Owner',
    user_email: 'owner@example.com',
    filename: 'posts.csv',
    dataset_id: `d-${projectId}`,
    posts_key: `datasets/d-${projectId}/posts.ndjson`,
    rows_all: 10,
    rows_valid: 10,
    status: RunStatus.DONE,
    created_at: at,
    updated_at: at,
  });
  await store.collection<Record<string, unknown> & { _id: string }>('runs').insertOne({
    _id: `run-${projectId}`,
    project_id: projectId,
    k: 3,
    status: RunStatus.DONE,
    started: true,
    stage: 'done',
    percent: 100,
    failure_code: '',
    node_count: 6,
    edge_count: 7,
    updated_at: at,
  });
}
