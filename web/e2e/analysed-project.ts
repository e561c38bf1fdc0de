import { postJson } from './e2e-session.js';
import type { KizunaServer } from './kizuna-server.js';

/** A file to analyse: its contents, the columns that hold each role (-1 when absent), the runs to make. */
export interface ProjectToAnalyse {
  file: BlobPart;
  fileName: string;
  projectName: string;
  /** Comma-joined community counts, one run each (e.g. '2,3'). */
  counts: string;
  columns: { author: number; text: number; time: number; followers: number };
  /** Comma-joined interactions that build the network; the server's default (retweets) when absent. */
  relations?: string;
  /** How long the analysis of every run may take. */
  timeoutMs?: number;
}

export interface AnalysedProject {
  projectId: string;
  runs: Array<{ processId: string; k: number }>;
}

/**
 * Uploads a CSV, registers it (the query the SPA sends), starts every run and waits until the
 * project is analysed, all through the API; fails on a failed or too slow analysis.
 */
export async function analysedProject(
  server: KizunaServer,
  token: string,
  project: ProjectToAnalyse,
): Promise<AnalysedProject> {
  const form = new FormData();
  form.append('file', new Blob([project.file], { type: 'text/csv' }), project.fileName);
  const up = await fetch(`${server.url}/api/v1/process/upload_csv`, {
    method: 'POST',
    headers: { 'X-Auth-Token': token },
    body: form,
  });
  if (!up.ok) throw new Error(`upload_csv: ${up.status} ${await up.text()}`);
  const pathS3 = ((await up.json()) as { UploadResult: { path_s3: string } }).UploadResult.path_s3;
  const { author, text, time, followers } = project.columns;
  const query = new URLSearchParams({
    list_cluster_count: project.counts,
    project_name: project.projectName,
    path_s3: pathS3,
    colindex_screen_name: String(author),
    colindex_tweet_text: String(text),
    colindex_tweet_date: String(time),
    colindex_count_follower: String(followers),
    ...(project.relations ? { relations: project.relations } : {}),
  });
  const registered = (await postJson(server, `/api/v1/process/register_analyze?${query}`, {}, token)).RegisterResult;
  const projectId = registered.project_id as string;
  const runs = (registered.ProcessResult as Array<{ process_id: string; total_cluster: number }>).map((r) => ({
    processId: r.process_id,
    k: r.total_cluster,
  }));
  const list = runs.map((r) => r.processId).join(',');
  await postJson(server, '/api/v1/process/analyze_start', { list_process_id: list }, token);
  const deadline = Date.now() + (project.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    const p = await postJson(server, '/api/v1/process/get_project', { project_id: projectId }, token);
    if (p.project.status === 2) return { projectId, runs };
    if (p.project.status === -1) throw new Error(`analysis of ${project.fileName} failed`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`analysis of ${project.fileName} too slow`);
}
