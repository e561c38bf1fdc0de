import { readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPostsCsv } from '../support/read-posts-csv.js';
import {
  coordinationInputs,
  findCoordination,
  shingleHashes,
  DEFAULT_COORDINATION,
  type CoordinationResult,
  type CoordinationSettings,
} from '@kizuna/analysis/engine/coordination';
import {
  CoordinationReader,
  decodeCoordinationInputs,
  encodeCoordinationInputs,
} from '@kizuna/analysis/results/coordination';
import { buildNetwork, PostTable } from '@kizuna/analysis/engine';
import { LocalObjectStore } from '@kizuna/platform/objects';
import { GRID } from '../grid/grid-bench.js';
import { writePostsCsv } from '../generator/write-csv.js';
import { loadAverage, withAnalysedProject } from '../support/analysed-project.js';
import { ensureGenerated, postsForBytes } from '../support/ensure-generated.js';
import { describeHostReference, measureHostReference } from '../support/host-reference.js';
import { benchDataDir } from '../support/paths.js';
import { percentile } from '../support/percentile.js';
import { fixed, printTable } from '../support/table.js';
import { engineFlags, referenceFlags, score } from './accuracy.js';
import { coordinatedPosts, DEFAULT_SCENARIO, type CoordinationScenario } from './coordinated-posts.js';
import { realCorpora } from './real-corpora.js';

const GRID_BYTES = 150e6;

function accuracyRow(
  label: string,
  scenario: CoordinationScenario,
  settings: CoordinationSettings = DEFAULT_COORDINATION,
): Array<string | number> {
  const { posts, planted } = coordinatedPosts(scenario);
  const engine = engineFlags(posts, settings);
  const reference = referenceFlags(posts, settings);
  const e = score(engine.accounts, planted);
  const r = score(reference.accounts, planted);
  return [
    label,
    posts.length,
    planted.size,
    e.flagged,
    fixed(e.precision, 3),
    fixed(e.recall, 3),
    `${engine.ms.toFixed(0)} ms`,
    r.flagged,
    fixed(r.precision, 3),
    fixed(r.recall, 3),
    `${reference.ms.toFixed(0)} ms`,
  ];
}

const ACCURACY_HEADERS = [
  'scenario',
  'posts',
  'planted',
  'engine flagged',
  'precision',
  'recall',
  'time',
  'reference flagged',
  'precision',
  'recall',
  'time',
];

function accuracySection(): void {
  console.log(
    `\n### Planted groups at the defaults (Δ 30 s, Δ′ 60 s, m 3), engine beside the unbounded pair-window reference\n`,
  );
  printTable(ACCURACY_HEADERS, [
    accuracyRow('defaults (jitter 20 s / 45 s, participation 0.8)', DEFAULT_SCENARIO),
    accuracyRow('viral posts only (no group planted)', { ...DEFAULT_SCENARIO, groups: 0 }),
    accuracyRow('viral ×3 (180 posts, 300–2,000 retweeters)', {
      ...DEFAULT_SCENARIO,
      viralPosts: 180,
      viralReach: [300, 2_000],
    }),
    accuracyRow('dense audience: 5,000 users, each retweets ~6 viral posts', {
      ...DEFAULT_SCENARIO,
      ordinaryUsers: 5_000,
    }),
    accuracyRow(
      'dense audience, m = 4',
      { ...DEFAULT_SCENARIO, ordinaryUsers: 5_000 },
      { ...DEFAULT_COORDINATION, min_repetitions: 4 },
    ),
    accuracyRow('seed 32', { ...DEFAULT_SCENARIO, seed: 32 }),
    accuracyRow('seed 33', { ...DEFAULT_SCENARIO, seed: 33 }),
  ]);
  console.log(`\n### Where it breaks: retweet jitter widened (post jitter 1.5×), participation 0.8\n`);
  printTable(
    ACCURACY_HEADERS,
    [20, 30, 45, 60, 120, 300].map((jitter) =>
      accuracyRow(`jitter ${jitter} s / ${jitter * 1.5} s`, {
        ...DEFAULT_SCENARIO,
        retweetJitter: jitter,
        postJitter: jitter * 1.5,
      }),
    ),
  );
  console.log(`\n### Where it breaks: participation lowered, jitter 20 s / 45 s\n`);
  printTable(
    ACCURACY_HEADERS,
    [0.8, 0.6, 0.5, 0.4, 0.3, 0.2].map((participation) =>
      accuracyRow(`participation ${participation}`, { ...DEFAULT_SCENARIO, participation }),
    ),
  );
}

function flaggedOf(answer: CoordinationResult): Set<string> {
  return new Set(answer.groups.flatMap((g) => g.members.map((m) => m.node_id)));
}

/** Uploaded as a CSV, registered and run: the coordination the product computed with the posts. */
async function productSection(): Promise<void> {
  console.log(`\n### Through the product (CSV upload, register, run k = 3)\n`);
  const { posts, planted } = coordinatedPosts(DEFAULT_SCENARIO);
  const file = path.join(benchDataDir(), `coordination-s${DEFAULT_SCENARIO.seed}.csv`);
  writePostsCsv(
    file,
    posts.map((p) => ({ author: p.author, text: p.text, time: p.time, followers: 100 })),
  );
  await withAnalysedProject(
    'coordination',
    file,
    '3',
    () => undefined,
    async (project) => {
      const datasets = path.join(project.objectsDir, 'analysis/datasets');
      const [datasetId] = readdirSync(datasets);
      const reader = new CoordinationReader(new LocalObjectStore({ directory: project.objectsDir }));
      const stored = await reader.defaultAnswer(datasetId);
      if (!stored) throw new Error('the product saved no coordination answer');
      const s = score(flaggedOf(stored), planted);
      const times: number[] = [];
      let other: CoordinationResult | null = null;
      for (let i = 0; i < 7; i++) {
        const started = performance.now();
        // What a question at other settings costs from the stored file (read, decoded, answered).
        const inputs = await reader.inputs(datasetId);
        other = findCoordination(inputs!, { window_seconds: 45, post_window_seconds: 90, min_repetitions: 2 });
        times.push(performance.now() - started);
      }
      printTable(
        [
          'posts',
          'groups',
          'flagged',
          'precision',
          'recall',
          'answer at other settings (median of 7, cold read each)',
          'analyse',
        ],
        [
          [
            posts.length,
            stored.groups.length,
            s.flagged,
            fixed(s.precision, 3),
            fixed(s.recall, 3),
            `${percentile(times, 50).toFixed(0)} ms (${other!.accounts} accounts at 45 s / 90 s / m 2)`,
            `${project.analyseS.toFixed(1)} s`,
          ],
        ],
      );
    },
  );
}

function realSection(): void {
  console.log(`\n### Shared real corpora (../shared/data/posts), defaults\n`);
  const rows: Array<Array<string | number>> = [];
  for (const corpus of realCorpora()) {
    const answer = findCoordination(coordinationInputs(corpus.posts));
    const top = answer.groups[0];
    rows.push([
      corpus.name,
      corpus.resolution,
      answer.actions,
      answer.groups.length,
      answer.accounts,
      top ? `${top.members.length} accounts, ${top.evidence_total} items, share ${fixed(top.co_action_share, 2)}` : '–',
      top ? top.evidence[0].text.slice(0, 60).replace(/\s+/g, ' ') : '–',
    ]);
  }
  printTable(['corpus', 'times in', 'actions', 'groups', 'accounts', 'largest-evidence group', 'its first item'], rows);
}

/** The grid's 550k-post file ("bench default" cell, about 150 MB). */
export function gridFile(): string {
  const cell = GRID[0];
  return ensureGenerated({ ...cell.settings, posts: postsForBytes(cell.settings, GRID_BYTES) });
}

/** What computing it with the posts adds to a 550k-post project, and what an answer at other settings costs. */
function speedSection(): void {
  const file = gridFile();
  // Held as the analysis worker holds them: in a table, the texts in blocks of their own (read from
  // the CSV, each is a slice of the file's 143 MB string, slower to read a character at a time).
  const posts = PostTable.of(structuredClone(readPostsCsv(file)));
  console.log(
    `\n### Speed on the grid's file (${GRID[0].name}: ${posts.length} posts, ${(statSync(file).size / 1e6).toFixed(0)} MB)\n`,
  );
  const reference = measureHostReference();
  console.log(`host reference: ${describeHostReference(reference)}; load average ${loadAverage()}\n`);
  // What preparing the project builds anyway (its network): the inputs take authors and retweets from it.
  const network = buildNetwork(posts, ['retweet', 'reply', 'mention']);
  const rows: Array<Array<string | number>> = [];
  for (let round = 0; round < 3; round++) {
    let t = performance.now();
    const inputs = coordinationInputs(posts, network);
    const inputsMs = performance.now() - t;
    t = performance.now();
    const answer = findCoordination(inputs);
    const answerMs = performance.now() - t;
    t = performance.now();
    const bytes = encodeCoordinationInputs(inputs);
    const json = JSON.stringify(answer);
    const encodeMs = performance.now() - t;
    t = performance.now();
    const decoded = decodeCoordinationInputs(bytes);
    const decodeMs = performance.now() - t;
    const other: number[] = [];
    for (const settings of [
      { window_seconds: 10 },
      { window_seconds: 60, post_window_seconds: 120 },
      { min_repetitions: 2 },
      { window_seconds: 600, post_window_seconds: 600, min_repetitions: 2 },
    ]) {
      t = performance.now();
      findCoordination(decoded, settings);
      other.push(performance.now() - t);
    }
    t = performance.now();
    const alone = coordinationInputs(posts);
    const aloneMs = performance.now() - t;
    if (alone.actionUser.length !== inputs.actionUser.length) throw new Error('the inputs differ with the network');
    rows.push([
      round + 1,
      `${(inputsMs + answerMs + encodeMs).toFixed(0)} ms`,
      `${inputsMs.toFixed(0)} / ${answerMs.toFixed(0)} / ${encodeMs.toFixed(0)} ms`,
      `${aloneMs.toFixed(0)} ms`,
      `${inputs.actionsSeen} → ${inputs.actionUser.length}`,
      `${(bytes.length / 1e6).toFixed(1)} MB + ${(json.length / 1e3).toFixed(0)} kB`,
      `${decodeMs.toFixed(0)} ms`,
      other.map((ms) => ms.toFixed(0)).join(' / ') + ' ms',
      `${answer.groups.length} / ${answer.accounts} / ${answer.capped_items}`,
    ]);
  }
  printTable(
    [
      'round',
      'added with the posts',
      'inputs (network given) / answer / encode',
      'inputs without the network',
      'actions seen → kept',
      'stored',
      'decode',
      'answers at 10 s; 60/120 s; m 2; 600/600 s m 2',
      'groups / accounts / capped items',
    ],
    rows,
  );
  console.log(
    `\nhost reference after: ${describeHostReference(measureHostReference())}; load average ${loadAverage()} (${os.cpus().length} cores)`,
  );
}

/**
 * Near-identical posts (issue 56) on the grid's file: what preparing the project adds (the exact
 * copies), the stage after the runs (shingles, the matches at the widest bounds, the default
 * answer), and an answer at other similarities, the first time on freshly decoded inputs (as the
 * coordination thread has them after a load) and again (a filter of the stored matches each time).
 */
function nearSection(): void {
  const file = gridFile();
  const posts = PostTable.of(structuredClone(readPostsCsv(file)));
  console.log(`\n### Near-identical posts on the grid's file (${posts.length} posts)\n`);
  console.log(`host reference: ${describeHostReference(measureHostReference())}; load average ${loadAverage()}\n`);
  const network = buildNetwork(posts, ['retweet', 'reply', 'mention']);
  const rows: Array<Array<string | number>> = [];
  for (let round = 0; round < 3; round++) {
    let t = performance.now();
    let shingled = 0;
    for (let i = 0; i < posts.length; i++) {
      if (network.postRetweetOf[i] !== -1) continue;
      shingled += shingleHashes(posts.text(i)).length > 0 ? 1 : 0;
    }
    const shinglesMs = performance.now() - t;
    // What preparing the posts adds: the exact copies' inputs (the near-identical ones come after the runs).
    t = performance.now();
    const exactBytes = encodeCoordinationInputs(coordinationInputs(posts, network, { nearIdentical: false }));
    const exactMs = performance.now() - t;
    t = performance.now();
    const cpu = process.cpuUsage();
    const inputs = coordinationInputs(posts, network);
    const matchedCpu = process.cpuUsage(cpu);
    const answer = findCoordination(inputs);
    const bytes = encodeCoordinationInputs(inputs);
    const addedMs = performance.now() - t;
    const addedCpu = process.cpuUsage(cpu);
    const decoded = decodeCoordinationInputs(bytes);
    const first: string[] = [];
    const again: string[] = [];
    for (const similarity_percent of [50, 70, 80, 100]) {
      t = performance.now();
      const found = findCoordination(decoded, { similarity_percent });
      first.push(`${(performance.now() - t).toFixed(0)} ms (${found.accounts})`);
      t = performance.now();
      findCoordination(decoded, { similarity_percent });
      again.push(`${(performance.now() - t).toFixed(0)} ms`);
    }
    rows.push([
      round + 1,
      `${exactMs.toFixed(0)} ms (${(exactBytes.length / 1e6).toFixed(1)} MB)`,
      `${addedMs.toFixed(0)} ms; ${cpuMs(addedCpu)} ms CPU, of which the inputs ${cpuMs(matchedCpu)} ms`,
      `${shinglesMs.toFixed(0)} ms (${shingled} posts)`,
      `${inputs.actionUser.length} / ${inputs.near.first.length}`,
      `${(bytes.length / 1e6).toFixed(1)} MB`,
      `${answer.accounts} / ${answer.capped_items}`,
      first.join('; '),
      again.join('; '),
    ]);
  }
  printTable(
    [
      'round',
      'added with the posts (exact copies: inputs, encode; stored)',
      'after the runs (inputs with matches, default answer, encode): wall; CPU',
      'of which shingling the posts',
      'actions kept / matches kept (50 %, 600 s)',
      'stored',
      'default: accounts / capped',
      'first answer at 50; 70; 80; 100 % (accounts)',
      'again',
    ],
    rows,
  );
  console.log(
    `\nhost reference after: ${describeHostReference(measureHostReference())}; load average ${loadAverage()}`,
  );
}

/** Milliseconds of CPU (user and system, every thread of the process) in a process.cpuUsage difference. */
const cpuMs = (usage: NodeJS.CpuUsage): string => ((usage.user + usage.system) / 1000).toFixed(0);

const GET_COORDINATION = '/api/v1/analyze/cluster/get_coordination';
/** The soonest a user of the page asks for another setting after the defaults' answer. */
const USER_PAUSE_MS = 1000;

/**
 * Projects analysed for the "after the run" rows: that first question is asked once per run, and
 * one sample a day told little (what else the machine does right after a run varies).
 */
const AFTER_RUN_SAMPLES = 3;

/** get_coordination on the 550k-post project through HTTP: the defaults, one other setting, and fresh settings each time. */
async function routeSection(): Promise<void> {
  const file = gridFile();
  console.log(`\n### get_coordination on the grid's file through the product (${path.basename(file)}, k = 3)\n`);
  console.log(`host reference: ${describeHostReference(measureHostReference())}; load average ${loadAverage()}\n`);
  const other = { window_seconds: 45, post_window_seconds: 90, min_repetitions: 2 };
  const rows: Array<Array<string | number>> = [];
  const row = (label: string, times: number[], bytes: number) => rows.push([label, ...figures(times, bytes)]);
  const afterRun = { defaults: [] as number[], other: [] as number[], defaultBytes: 0, otherBytes: 0 };
  let analyseS: number[] = [];
  for (let sample = 0; sample < AFTER_RUN_SAMPLES; sample++)
    await withAnalysedProject(
      'coordination-route',
      file,
      '3',
      (what) => console.log(`  ${what} (${sample + 1} of ${AFTER_RUN_SAMPLES})…`),
      async (project) => {
        analyseS = [...analyseS, project.analyseS];
        const processId = project.runOf(3);
        const ask = async (settings: Partial<CoordinationSettings>) => {
          const { ms, bytes } = await project.client.timedPost(GET_COORDINATION, {
            process_id: processId,
            ...settings,
          });
          if (bytes < 50) throw new Error(`get_coordination answered ${bytes} bytes`);
          return { ms, bytes };
        };
        // As a user would ask: the page asks 400 ms after a value settles, so a second after the
        // defaults' answer at the soonest.
        const firstDefault = await ask({});
        await new Promise((done) => setTimeout(done, USER_PAUSE_MS));
        const firstOther = await ask(other);
        afterRun.defaults.push(firstDefault.ms);
        afterRun.other.push(firstOther.ms);
        afterRun.defaultBytes = firstDefault.bytes;
        afterRun.otherBytes = firstOther.bytes;
        if (sample > 0) return;
        // The first project goes on: after restarts, asked again, settings never asked before.
        for (const [round, pause] of [
          ['after a restart (nothing in memory)', 0],
          ['after a restart', USER_PAUSE_MS],
        ] as const) {
          await project.restart();
          const restartedDefault = await ask({});
          row(`${round}: defaults, first`, [restartedDefault.ms], restartedDefault.bytes);
          await new Promise((done) => setTimeout(done, pause));
          const restartedOther = await ask(other);
          const when = pause ? `${pause / 1000} s after the defaults` : 'at once';
          row(`${round}: 45 s / 90 s / m 2, first, ${when}`, [restartedOther.ms], restartedOther.bytes);
        }
        for (const [label, settings] of [
          ['defaults, asked again', {}],
          ['45 s / 90 s / m 2, asked again', other],
        ] as const) {
          const times: number[] = [];
          let bytes = 0;
          for (let i = 0; i < 20; i++) {
            const answer = await ask(settings);
            times.push(answer.ms);
            bytes = answer.bytes;
          }
          row(label, times, bytes);
        }
        // Settings never asked before: each computed from the inputs kept in memory.
        const fresh: number[] = [];
        let freshBytes = 0;
        for (let w = 15; w <= 160; w += 5) {
          const { ms, bytes } = await ask({ window_seconds: w, post_window_seconds: w + 30, min_repetitions: 2 });
          fresh.push(ms);
          freshBytes = Math.max(freshBytes, bytes);
        }
        row('fresh settings (Δ 15–160 s by 5, Δ′ Δ + 30 s, m 2)', fresh, freshBytes);
      },
    );
  rows.unshift(
    [
      `after a run (${AFTER_RUN_SAMPLES} projects): defaults, first`,
      ...figures(afterRun.defaults, afterRun.defaultBytes),
    ],
    [
      `after a run: 45 s / 90 s / m 2, first, ${USER_PAUSE_MS / 1000} s after the defaults`,
      ...figures(afterRun.other, afterRun.otherBytes),
    ],
  );
  printTable(['get_coordination', 'asks', 'p50', 'p95', 'worst', 'answer'], rows);
  console.log(
    `\n(analysis of each run ${analyseS.map((s) => s.toFixed(1)).join(', ')} s); load average after: ${loadAverage()}`,
  );
}

/** A table row's figures: asks, p50, p95, worst, answer size. */
function figures(times: number[], bytes: number): Array<string | number> {
  return [
    times.length,
    `${percentile(times, 50).toFixed(0)} ms`,
    `${percentile(times, 95).toFixed(0)} ms`,
    `${Math.max(...times).toFixed(0)} ms`,
    `${(bytes / 1e3).toFixed(0)} kB`,
  ];
}

/**
 * `--only coordination`: planted groups, where the method breaks, real corpora, the product, speed,
 * near-identical posts and the route on the 550k-post project. BENCH_COORDINATION=speed,route
 * (say) runs some of them only.
 */
export async function coordinationBench(): Promise<void> {
  const only = process.env.BENCH_COORDINATION?.split(',');
  const runs = (section: string) => !only || only.includes(section);
  console.log(`\n## Coordinated amplification (issue 31) — load average ${loadAverage()}`);
  if (runs('accuracy')) accuracySection();
  if (runs('real')) realSection();
  if (runs('product')) await productSection();
  if (runs('speed')) speedSection();
  if (runs('near')) nearSection();
  if (runs('route')) await routeSection();
}
