import { statSync } from 'node:fs';
import path from 'node:path';
import type { AnalysisStage } from '@kizuna/analysis/engine';
import { AnalysisWorkerPool, tokenizeCorpusInWorkers } from '@kizuna/analysis/worker';
import { ensureGenerated } from '../support/ensure-generated.js';
import { readPostsCsv } from '../support/read-posts-csv.js';
import { RssSampler } from '../support/rss-sampler.js';
import { printTable, seconds } from '../support/table.js';

const STAGES: AnalysisStage[] = ['parse', 'network', 'communities', 'keywords', 'layout'];
const KS = [3, 6, 10];

const peakRssMb = (): number => process.resourceUsage().maxRSS / 1024;

/**
 * Speed and memory on the generator's full-size file: read the CSV, tokenize once (shared by all
 * runs, as the service caches terms per project), then k = 3, 6, 10 one after another, each in a
 * worker thread as the service runs them. Stage times come from the engine's progress reports.
 */
export async function speedBench(): Promise<void> {
  console.log('\n## Speed and memory\n');
  const file = ensureGenerated({ posts: 550_000, groups: 6, mixing: 0.2, seed: 1 });
  const memory = new RssSampler();
  const totalStart = performance.now();
  let t = performance.now();
  const posts = readPostsCsv(file);
  const readMs = performance.now() - t;
  const readPeak = memory.takePeakMb();
  t = performance.now();
  const terms = await tokenizeCorpusInWorkers(posts.map((p) => p.text));
  const tokenizeMs = performance.now() - t;
  const tokenizePeak = memory.takePeakMb();
  console.log(
    `${path.basename(file)}: ${(statSync(file).size / 1e6).toFixed(1)} MB, ${posts.length.toLocaleString('en')} posts`,
  );

  const rows: Array<Array<string | number>> = [];
  const request = (k: number) => ({
    posts,
    terms,
    options: { k, seed: 1, relations: ['retweet' as const], displayCap: 2000 },
    datasetKey: path.basename(file),
  });
  const pool = new AnalysisWorkerPool({ maxWorkers: 1 });
  for (const k of KS) {
    const stageStart = new Map<AnalysisStage, number>();
    const started = performance.now();
    const { run: result } = await pool.run(request(k), (stage) => {
      if (!stageStart.has(stage)) stageStart.set(stage, performance.now());
    });
    const finished = performance.now();
    const stageMs = STAGES.map((stage, i) => {
      const begin = stageStart.get(stage);
      const end = i + 1 < STAGES.length ? stageStart.get(STAGES[i + 1]) : finished;
      return begin !== undefined && end !== undefined ? end - begin : NaN;
    });
    // Before the first report: starting the worker and moving posts and terms to it (first run of
    // a dataset only); the last column includes sending the result back.
    const firstReport = stageStart.get('parse') ?? finished;
    rows.push([
      k,
      result.summary.users,
      result.summary.edges,
      `${result.graph.nodes.length} / ${result.graph.edges.length}`,
      seconds(firstReport - started),
      ...stageMs.map(seconds),
      seconds(finished - started),
      `${memory.takePeakMb().toFixed(0)} MB`,
    ]);
  }
  await pool.close();
  const totalMs = performance.now() - totalStart;
  memory.stop();
  console.log(
    `read CSV ${seconds(readMs)} (peak RSS ${readPeak.toFixed(0)} MB), tokenize once ${seconds(tokenizeMs)} (${terms.vocabulary.length.toLocaleString('en')} distinct terms; peak RSS ${tokenizePeak.toFixed(0)} MB)`,
  );
  printTable(
    [
      'k',
      'users',
      'edges',
      'drawn nodes / edges',
      'start worker + send data',
      ...STAGES.map((s) => (s === 'layout' ? 'layout + details + result back' : s)),
      'run',
      'peak RSS',
    ],
    rows,
  );
  console.log(
    `total (read + tokenize + 3 runs): ${seconds(totalMs)}; peak RSS of the process (workers included): ${peakRssMb().toFixed(0)} MB`,
  );
}
