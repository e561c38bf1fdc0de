import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { protobufCodec, Topic } from '@kizuna/proto';
import { loadConfig } from '@kizuna/platform/config';
import { startKizuna } from '@kizuna/launcher';
import { ensureGenerated } from '../support/ensure-generated.js';
import { RssSampler } from '../support/rss-sampler.js';
import { printTable, seconds } from '../support/table.js';

interface StageMark {
  stage: string;
  at: number;
}

/**
 * The product path end to end, as a user drives it: the real services in one process on the
 * embedded engines, the full-size file uploaded over HTTP, registered, the three runs
 * (k = 3, 6, 10) started together and timed until all are done, with each run's stage times
 * taken from the progress events on the bus.
 */
export async function serviceBench(): Promise<void> {
  const file = ensureGenerated({ posts: 550_000, groups: 6, mixing: 0.2, seed: 1 });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-bench-'));
  const kizuna = await startKizuna(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', PORT: '0', HOST: '127.0.0.1' }));
  const address = kizuna.http!.getHttpServer().address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  const memory = new RssSampler();
  const marks = new Map<string, StageMark[]>();
  kizuna.runtime.broker.subscribe(Topic.AnalysisProgress, 'bench', async (bytes) => {
    const e = protobufCodec.decode(Topic.AnalysisProgress, 'event', bytes) as { processId: string; stage: string };
    const list = marks.get(e.processId) ?? [];
    if (list[list.length - 1]?.stage !== e.stage) list.push({ stage: e.stage, at: performance.now() });
    marks.set(e.processId, list);
  });
  try {
    const post = async (route: string, token: string, body: unknown) => {
      const res = await fetch(`${base}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const login = await post('/api/v1/auth/pseudo_authenticate_okta', '', { user_email: 'admin@example.com' });
    const token = (login.AuthenticationResult as { AccessToken: string }).AccessToken;

    let t = performance.now();
    const form = new FormData();
    form.append('file', new Blob([await readFile(file)], { type: 'text/csv' }), path.basename(file));
    const uploadRes = await fetch(`${base}/api/v1/process/upload_csv`, {
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: form,
    });
    if (!uploadRes.ok) throw new Error(`upload: ${uploadRes.status} ${await uploadRes.text()}`);
    const upload = ((await uploadRes.json()) as { UploadResult: { path_s3: string; headers: string[]; total: number } })
      .UploadResult;
    const uploadMs = performance.now() - t;

    t = performance.now();
    const col = (name: string) => upload.headers.indexOf(name);
    const registered = (
      await post('/api/v1/process/register_analyze', token, {
        list_cluster_count: '3,6,10',
        project_name: 'bench',
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
    const registerMs = performance.now() - t;
    const beforeRunsMb = memory.takePeakMb();

    const start = performance.now();
    await post('/api/v1/process/analyze_start', token, {
      list_process_id: registered.ProcessResult.map((r) => r.process_id).join(','),
    });
    const done = new Map<string, number>();
    for (;;) {
      const project = (await post('/api/v1/process/get_project', token, { project_id: registered.project_id }))
        .ProcessResult as Array<{ process_id: string; status: number; failure_code: string }>;
      for (const run of project) {
        if (run.status === -1) throw new Error(`run ${run.process_id} failed: ${run.failure_code}`);
        if (run.status === 2 && !done.has(run.process_id)) done.set(run.process_id, performance.now());
      }
      if (done.size === project.length) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const totalMs = performance.now() - start;
    const runsMb = memory.takePeakMb();

    console.log(
      `\nservice end to end: ${path.basename(file)} (${((await readFile(file)).length / 1e6).toFixed(1)} MB, ${registered.rows_valid} valid rows); upload ${seconds(uploadMs)}, register ${seconds(registerMs)} (peak RSS ${beforeRunsMb.toFixed(0)} MB)`,
    );
    const stages = ['parse', 'network', 'communities', 'keywords', 'layout', 'save'];
    const rows = registered.ProcessResult.map((run) => {
      const list = marks.get(run.process_id) ?? [];
      const end = done.get(run.process_id) ?? NaN;
      const spans = stages.map((stage, i) => {
        const from = list.find((m) => m.stage === stage)?.at;
        const to = list.find((m) => m.stage === stages[i + 1])?.at ?? end;
        return from === undefined ? '–' : seconds(to - from);
      });
      const first = list[0]?.at ?? NaN;
      return [run.total_cluster, seconds(first - start), ...spans, seconds(end - start)];
    });
    printTable(['k', 'queued until start', ...stages, 'done after start'], rows);
    console.log(
      `all three runs done ${seconds(totalMs)} after analyze_start; peak RSS during the runs ${runsMb.toFixed(0)} MB (whole process: gateway, all services, worker threads)`,
    );
  } finally {
    memory.stop();
    await kizuna.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
