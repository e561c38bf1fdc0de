import request from 'supertest';
import { waitForProject, type Harness } from './kizuna-harness.js';
import { startProject } from './relations-data.js';

/**
 * A project analysed by its owner and shared with a colleague: what the tests of what a
 * colleague may see or cost start from. Resolves once every run is done.
 */
export async function sharedProject(
  h: Harness,
  options: { name: string; csv: string; ks: number[]; relations?: string; role?: 'viewer' | 'editor' },
): Promise<{ owner: string; colleague: string; projectId: string; runs: Map<number, string> }> {
  const owner = await h.approvedUser('owner@example.com');
  const colleague = await h.approvedUser('colleague@example.com');
  const project = await startProject(
    h.http,
    owner,
    h.dataDir,
    options.name,
    options.csv,
    options.ks,
    options.relations,
  );
  const done = await waitForProject(h.http, owner, project.projectId);
  if (done.status !== 2) throw new Error(`project ${options.name} ended with status ${done.status}`);
  await request(h.http)
    .post('/api/v1/process/share_project')
    .set('X-Auth-Token', owner)
    .send({ project_id: project.projectId, email: 'colleague@example.com', role: options.role ?? 'viewer' })
    .expect(200);
  return { owner, colleague, projectId: project.projectId, runs: project.runs };
}
