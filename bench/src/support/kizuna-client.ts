import { openAsBlob } from 'node:fs';
import path from 'node:path';
import type { RunningKizuna } from '@kizuna/launcher';

/** What the upload answers: the file's key, its header and its row count. */
export interface Upload {
  path_s3: string;
  headers: string[];
  total: number;
}

/** A registered project: its runs in the order of the k values asked for. */
export interface RegisteredProject {
  projectId: string;
  runs: string[];
  /** Each run's k, beside `runs`. */
  ks: number[];
  rows: number;
}

/** Kizuna's HTTP API as a browser calls it, for the benches that drive the real services. */
export class KizunaClient {
  constructor(
    readonly base: string,
    public token = '',
  ) {}

  /** A client of a Kizuna started in this process (its gateway on loopback). */
  static of(kizuna: RunningKizuna): KizunaClient {
    const address = kizuna.http!.getHttpServer().address() as { port: number };
    return new KizunaClient(`http://127.0.0.1:${address.port}`);
  }

  async signIn(email: string): Promise<void> {
    const login = await this.post('/api/v1/auth/pseudo_authenticate_okta', { user_email: email });
    this.token = (login.AuthenticationResult as { AccessToken: string }).AccessToken;
  }

  async post(route: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await this.send(route, body);
    return (await res.json()) as Record<string, unknown>;
  }

  /** A POST answer read as text (downloads). */
  async text(route: string, body: unknown): Promise<string> {
    return (await this.send(route, body)).text();
  }

  /** Time to the last byte of a POST answer, and its size (the answer is not parsed). */
  async timedPost(route: string, body: unknown): Promise<{ ms: number; bytes: number }> {
    const t = performance.now();
    const res = await this.send(route, body);
    let bytes = 0;
    for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
    return { ms: performance.now() - t, bytes };
  }

  /**
   * Uploads a CSV. The file is sent from disk (a file-backed blob): the bench's own copy would
   * otherwise count in the peak RSS of an instance running in the same process.
   */
  async upload(file: string): Promise<Upload> {
    const form = new FormData();
    form.append('file', await openAsBlob(file, { type: 'text/csv' }), path.basename(file));
    const res = await fetch(`${this.base}/api/v1/process/upload_csv`, {
      method: 'POST',
      headers: { 'x-auth-token': this.token },
      body: form,
    });
    if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { UploadResult: Upload }).UploadResult;
  }

  /** Registers an upload of a bench CSV (generator column names) with these k values ("3,6,10"). */
  async registerUpload(upload: Upload, ks: string, name: string): Promise<RegisteredProject> {
    const col = (header: string) => upload.headers.indexOf(header);
    const reg = (
      await this.post('/api/v1/process/register_analyze', {
        list_cluster_count: ks,
        project_name: name,
        path_s3: upload.path_s3,
        colindex_screen_name: col('screen_name'),
        colindex_tweet_text: col('text'),
        colindex_tweet_date: col('created_at'),
        colindex_count_follower: col('followers_count'),
      })
    ).RegisterResult as {
      project_id: string;
      rows_valid: number;
      ProcessResult: Array<{ process_id: string; total_cluster: number }>;
    };
    return {
      projectId: reg.project_id,
      runs: reg.ProcessResult.map((r) => r.process_id),
      ks: reg.ProcessResult.map((r) => r.total_cluster),
      rows: reg.rows_valid,
    };
  }

  /** Uploads and registers a bench CSV, named after the file. */
  async register(file: string, ks: string): Promise<RegisteredProject> {
    return this.registerUpload(await this.upload(file), ks, path.basename(file));
  }

  async start(runs: readonly string[]): Promise<void> {
    await this.post('/api/v1/process/analyze_start', { list_process_id: runs.join(',') });
  }

  /**
   * Polls the project until every run is done; answers when (performance.now()) each was first
   * seen done. A failed run rejects with its failure code.
   */
  async waitForRuns(projectId: string, pollMs = 200): Promise<Map<string, number>> {
    const done = new Map<string, number>();
    for (;;) {
      const runs = (await this.post('/api/v1/process/get_project', { project_id: projectId })).ProcessResult as Array<{
        process_id: string;
        status: number;
        failure_code: string;
      }>;
      const failed = runs.find((r) => r.status === -1);
      if (failed) throw new Error(`run ${failed.process_id} failed: ${failed.failure_code}`);
      for (const run of runs)
        if (run.status === 2 && !done.has(run.process_id)) done.set(run.process_id, performance.now());
      if (done.size === runs.length) return done;
      await new Promise((r) => setTimeout(r, pollMs));
    }
  }

  /** Starts the runs and waits until every one is done. */
  async analyse(projectId: string, runs: readonly string[]): Promise<void> {
    await this.start(runs);
    await this.waitForRuns(projectId);
  }

  private async send(route: string, body: unknown): Promise<Response> {
    const res = await fetch(`${this.base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': this.token },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
    return res;
  }
}
