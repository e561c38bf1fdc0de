import { existsSync, openAsBlob, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { protobufCodec, Topic } from '@kizuna/proto';
import { loadConfig } from '@kizuna/platform/config';
import { startKizuna } from '@kizuna/launcher';
import { ensureGenerated, postsForBytes } from '../support/ensure-generated.js';
import { RssSampler } from '../support/rss-sampler.js';
import { printTable, seconds } from '../support/table.js';
import type { GenerateCommand } from '../generate-posts.js';

/** One realistic mix: the generator's knobs (the file is sized to about 150 MB). */
export interface GridCell {
  name: string;
  settings: Omit<GenerateCommand, 'out' | 'posts'>;
}

const TARGET_BYTES = 150e6;
const STAGES = ['parse', 'network', 'communities', 'keywords', 'layout', 'save'];

/**
 * Mixes real collections span: keyword crawls are retweet-heavy, account timelines are not;
 * Japanese share from a fifth to four fifths; 50k–150k users; retweets often cut short (so their
 * text differs from the original's); posts of one to five sentences. The heaviest cell (most
 * distinct Japanese text) runs third, so it is also the third large project in a row.
 */
export const GRID: GridCell[] = [
  { name: 'bench default', settings: { groups: 6, mixing: 0.2, seed: 1 } },
  {
    name: 'held-out-like',
    settings: {
      groups: 6,
      mixing: 0.2,
      seed: 2,
      retweetShare: 0.36,
      japaneseShare: 0.6,
      users: 103_000,
      alteredRetweets: 0.6,
    },
  },
  {
    name: 'few RTs, mostly ja',
    settings: {
      groups: 6,
      mixing: 0.2,
      seed: 3,
      retweetShare: 0.2,
      japaneseShare: 0.8,
      users: 150_000,
      alteredRetweets: 0.5,
    },
  },
  {
    name: 'few RTs, mostly en',
    settings: {
      groups: 6,
      mixing: 0.2,
      seed: 4,
      retweetShare: 0.2,
      japaneseShare: 0.2,
      users: 50_000,
      alteredRetweets: 0.5,
    },
  },
  {
    name: 'RT-heavy, mostly ja',
    settings: {
      groups: 10,
      mixing: 0.2,
      seed: 5,
      retweetShare: 0.6,
      japaneseShare: 0.8,
      users: 150_000,
      alteredRetweets: 0.5,
    },
  },
  {
    name: 'long posts',
    settings: {
      groups: 6,
      mixing: 0.2,
      seed: 6,
      retweetShare: 0.4,
      japaneseShare: 0.5,
      users: 100_000,
      postLength: 2,
      alteredRetweets: 0.5,
    },
  },
];

/**
 * The product path over a grid of mixes, all on ONE running instance (as a server analyses one
 * project after another): each file uploaded, registered (which starts tokenizing), then the three
 * runs (k = 3, 6, 10) started as soon as the terms are ready (or at once with waitForTerms false),
 * and the figures taken from Start and from registration. `cells` picks grid rows by index
 * (default all); `scale` shrinks the files for development.
 */
export async function gridBench(
  options: { cells?: number[]; scale?: number; waitForTerms?: boolean } = {},
): Promise<void> {
  const scale = options.scale ?? 1;
  const cells = (options.cells ?? GRID.map((_, i) => i)).map((i) => GRID[i]);
  console.log(`\n## Grid of realistic mixes (≈ ${((TARGET_BYTES * scale) / 1e6).toFixed(0)} MB each, one instance)\n`);
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  const files = cells.map((cell) => {
    const posts = postsForBytes(cell.settings, TARGET_BYTES * scale);
    const users = cell.settings.users === undefined ? undefined : Math.round(cell.settings.users * scale);
    return ensureGenerated({ ...cell.settings, users, posts });
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-grid-'));
  const kizuna = await startKizuna(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', PORT: '0', HOST: '127.0.0.1' }));
  const address = kizuna.http!.getHttpServer().address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  const memory = new RssSampler();
  const marks = new Map<string, Array<{ stage: string; at: number }>>();
  kizuna.runtime.broker.subscribe(Topic.AnalysisProgress, 'bench', async (bytes) => {
    const e = protobufCodec.decode(Topic.AnalysisProgress, 'event', bytes) as { processId: string; stage: string };
    const list = marks.get(e.processId) ?? [];
    if (list[list.length - 1]?.stage !== e.stage) list.push({ stage: e.stage, at: performance.now() });
    marks.set(e.processId, list);
  });
  const rows: Array<Array<string | number>> = [];
  const totals: number[] = [];
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
    const termsDir = path.join(dataDir, 'objects', 'analysis', 'datasets');
    const termsFiles = (): number =>
      existsSync(termsDir)
        ? readdirSync(termsDir).filter((d) => existsSync(path.join(termsDir, d, 'terms.bin'))).length
        : 0;

    for (const [index, cell] of cells.entries()) {
      const file = files[index];
      const loadAtStart = os.loadavg()[0];
      memory.takePeakMb();
      const form = new FormData();
      // A file-backed blob: the bench's own copy of the upload would otherwise count in the
      // instance's peak RSS (bench and instance share the process).
      form.append('file', await openAsBlob(file, { type: 'text/csv' }), path.basename(file));
      const uploadRes = await fetch(`${base}/api/v1/process/upload_csv`, {
        method: 'POST',
        headers: { 'x-auth-token': token },
        body: form,
      });
      if (!uploadRes.ok) throw new Error(`upload: ${uploadRes.status} ${await uploadRes.text()}`);
      const upload = ((await uploadRes.json()) as { UploadResult: { path_s3: string; headers: string[] } })
        .UploadResult;
      const col = (name: string) => upload.headers.indexOf(name);
      const termsBefore = termsFiles();
      const registerStart = performance.now();
      const registered = (
        await post('/api/v1/process/register_analyze', token, {
          list_cluster_count: '3,6,10',
          project_name: `grid ${index + 1}`,
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
      const registered_ = performance.now();
      // The user spends some seconds on step 3 before pressing Start; the bench presses it as soon
      // as the terms are ready, so "from Start" is what a user who read the page for that long sees.
      while (
        options.waitForTerms !== false &&
        termsFiles() === termsBefore &&
        performance.now() - registered_ < 120_000
      )
        await new Promise((r) => setTimeout(r, 50));
      const termsReady = performance.now();
      const preparePeak = memory.takePeakMb();
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
      const end = Math.max(...done.values());
      const fromStart = end - start;
      totals.push(fromStart);
      // Per stage: the sum over the three runs of the time each spent in it.
      const stageSums = STAGES.map((stage, i) =>
        registered.ProcessResult.reduce((sum, run) => {
          const list = marks.get(run.process_id) ?? [];
          const from = list.find((m) => m.stage === stage)?.at;
          const to = list.find((m) => m.stage === STAGES[i + 1])?.at ?? done.get(run.process_id);
          return from === undefined || to === undefined ? sum : sum + (to - from);
        }, 0),
      );
      rows.push([
        `${index + 1}. ${cell.name}`,
        `${(statSync(file).size / 1e6).toFixed(0)} MB`,
        registered.rows_valid.toLocaleString('en'),
        `${cell.settings.retweetShare ?? 0.6} / ${cell.settings.japaneseShare ?? 0.5} / ${cell.settings.postLength ?? 1}`,
        seconds(registered_ - registerStart),
        seconds(termsReady - registered_),
        ...stageSums.map(seconds),
        seconds(fromStart),
        seconds(end - registerStart),
        `${preparePeak.toFixed(0)} / ${memory.takePeakMb().toFixed(0)} MB`,
        loadAtStart.toFixed(1),
      ]);
    }
  } finally {
    memory.stop();
    await kizuna.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  printTable(
    [
      'cell',
      'file',
      'posts',
      'RT / ja / length',
      'register',
      'tokenize after register',
      ...STAGES.map((s) => `${s} (Σ 3 runs)`),
      'k = 3, 6, 10 done after Start',
      'after register',
      'peak RSS upload…terms / runs',
      'load',
    ],
    rows,
  );
  const sorted = [...totals].sort((a, b) => a - b);
  console.log(
    `median after Start ${seconds(sorted[Math.floor(sorted.length / 2)])}, worst ${seconds(sorted[sorted.length - 1])}; process peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB; load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
}
