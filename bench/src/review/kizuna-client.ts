import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Kizuna's HTTP API as a browser calls it, for the benches that drive the real services. */
export class KizunaClient {
  constructor(
    readonly base: string,
    public token = '',
  ) {}

  async signIn(email: string): Promise<void> {
    const login = await this.post('/api/v1/auth/pseudo_authenticate_okta', { user_email: email });
    this.token = (login.AuthenticationResult as { AccessToken: string }).AccessToken;
  }

  async post(route: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await fetch(`${this.base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': this.token },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  }

  /** Uploads and registers a bench CSV (generator column names); answers the project and its runs. */
  async register(file: string, ks: string): Promise<{ projectId: string; runs: string[]; rows: number }> {
    const form = new FormData();
    form.append('file', new Blob([await readFile(file)], { type: 'text/csv' }), path.basename(file));
    const res = await fetch(`${this.base}/api/v1/process/upload_csv`, {
      method: 'POST',
      headers: { 'x-auth-token': this.token },
      body: form,
    });
    if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
    const upload = ((await res.json()) as { UploadResult: { path_s3: string; headers: string[] } }).UploadResult;
    const col = (name: string) => upload.headers.indexOf(name);
    const reg = (
      await this.post('/api/v1/process/register_analyze', {
        list_cluster_count: ks,
        project_name: path.basename(file),
        path_s3: upload.path_s3,
        colindex_screen_name: col('screen_name'),
        colindex_tweet_text: col('text'),
        colindex_tweet_date: col('created_at'),
        colindex_count_follower: col('followers_count'),
      })
    ).RegisterResult as { project_id: string; rows_valid: number; ProcessResult: Array<{ process_id: string }> };
    return { projectId: reg.project_id, runs: reg.ProcessResult.map((r) => r.process_id), rows: reg.rows_valid };
  }

  /** Starts the runs and waits until every one is done. */
  async analyse(projectId: string, runs: string[]): Promise<void> {
    await this.post('/api/v1/process/analyze_start', { list_process_id: runs.join(',') });
    for (;;) {
      const project = (await this.post('/api/v1/process/get_project', { project_id: projectId }))
        .ProcessResult as Array<{
        status: number;
        failure_code: string;
      }>;
      const failed = project.find((r) => r.status === -1);
      if (failed) throw new Error(`a run failed: ${failed.failure_code}`);
      if (project.every((r) => r.status === 2)) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** The p-th percentile (0–100) of latencies in ms. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
