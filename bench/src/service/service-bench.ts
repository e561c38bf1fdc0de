import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { protobufCodec, Topic } from '@kizuna/proto';
import { loadConfig } from '@kizuna/platform/config';
import { startKizuna } from '@kizuna/launcher';
import { ensureGenerated } from '../support/ensure-generated.js';
import { KizunaClient } from '../support/kizuna-client.js';
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
  const client = KizunaClient.of(kizuna);
  const memory = new RssSampler();
  const marks = new Map<string, StageMark[]>();
  kizuna.runtime.broker.subscribe(Topic.AnalysisProgress, 'bench', async (bytes) => {
    const e = protobufCodec.decode(Topic.AnalysisProgress, 'event', bytes) as { processId: string; stage: string };
    const list = marks.get(e.processId) ?? [];
    if (list[list.length - 1]?.stage !== e.stage) list.push({ stage: e.stage, at: performance.now() });
    marks.set(e.processId, list);
  });
  try {
    await client.signIn('admin@example.com');
    let t = performance.now();
    const upload = await client.upload(file);
    const uploadMs = performance.now() - t;

    t = performance.now();
    const registered = await client.registerUpload(upload, '3,6,10', 'bench');
    const registerMs = performance.now() - t;
    const beforeRunsMb = memory.takePeakMb();

    const start = performance.now();
    await client.start(registered.runs);
    const done = await client.waitForRuns(registered.projectId, 50);
    const totalMs = performance.now() - start;
    const runsMb = memory.takePeakMb();

    console.log(
      `\nservice end to end: ${path.basename(file)} (${((await stat(file)).size / 1e6).toFixed(1)} MB, ${registered.rows} valid rows); upload ${seconds(uploadMs)}, register ${seconds(registerMs)} (peak RSS ${beforeRunsMb.toFixed(0)} MB)`,
    );
    const stages = ['parse', 'network', 'communities', 'keywords', 'layout', 'save'];
    const rows = registered.runs.map((run, at) => {
      const list = marks.get(run) ?? [];
      const end = done.get(run) ?? NaN;
      const spans = stages.map((stage, i) => {
        const from = list.find((m) => m.stage === stage)?.at;
        const to = list.find((m) => m.stage === stages[i + 1])?.at ?? end;
        return from === undefined ? '–' : seconds(to - from);
      });
      const first = list[0]?.at ?? NaN;
      return [registered.ks[at], seconds(first - start), ...spans, seconds(end - start)];
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
