import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  analyzePrepared,
  prepareAnalysis,
  withUserObjects,
  type RunResult,
  type TermMatrix,
} from '@kizuna/analysis/engine';
import { encodeEdges, encodeRun, referenceUserFiles, UserShard } from '@kizuna/analysis/results';
import { tokenizeCorpusInWorkers } from '@kizuna/analysis/worker';
import { GRID } from '../grid/grid-bench.js';
import { ensureGenerated, postsForBytes } from '../support/ensure-generated.js';
import { describeHostReference, measureHostReference } from '../support/host-reference.js';
import { readPostsCsv } from '../support/read-posts-csv.js';
import { printTable } from '../support/table.js';

/**
 * Runs in a process of its own, started with --expose-gc (encoding-bench.ts). The grid's cell 3
 * (few retweets, mostly Japanese, 150,000 users) analysed at k = 3, 6, 10 as one project's runs,
 * then each run's user files encoded the former way (every member row and user detail an object,
 * stringified) and from the run's table, alternately, three passes. Each pass starts the table's
 * encoding with nothing cached, as a project's first run does.
 */
const KS = [3, 6, 10];
const PASSES = 3;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** CPU seconds of the process (every thread, V8's collector threads included) and collection time, of `work`. */
async function measure(work: () => void): Promise<{ cpu: number; gc: number }> {
  gc!();
  await settle();
  const gcBefore = gcMs;
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  await settle();
  return { cpu: (used.user + used.system) / 1e6, gc: (gcMs - gcBefore) / 1000 };
}

/** The cell's terms, tokenized once and kept beside its file (tokenizing 579k posts takes minutes). */
async function termsOf(file: string, texts: string[]): Promise<TermMatrix> {
  const [vocabularyFile, offsetsFile, idsFile] = ['vocabulary.json', 'offsets.bin', 'ids.bin'].map(
    (name) => `${file}.terms-${name}`,
  );
  if (existsSync(idsFile)) {
    const ints = (name: string) => {
      const bytes = readFileSync(name);
      return new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4).slice();
    };
    return {
      vocabulary: JSON.parse(readFileSync(vocabularyFile, 'utf8')) as string[],
      offsets: ints(offsetsFile),
      termIds: ints(idsFile),
    };
  }
  const started = performance.now();
  const terms = await tokenizeCorpusInWorkers(texts);
  console.log(`tokenized in ${((performance.now() - started) / 1000).toFixed(1)} s (kept for later runs)`);
  writeFileSync(vocabularyFile, JSON.stringify(terms.vocabulary));
  writeFileSync(offsetsFile, new Uint8Array(terms.offsets.buffer, terms.offsets.byteOffset, terms.offsets.byteLength));
  writeFileSync(idsFile, new Uint8Array(terms.termIds.buffer, terms.termIds.byteOffset, terms.termIds.byteLength));
  return terms;
}

function sameBytes(a: Uint8Array[], b: Uint8Array[]): boolean {
  return a.length === b.length && a.every((bytes, i) => Buffer.compare(bytes, b[i]) === 0);
}

/** Our node shards (columns) read back as the users the former JSON shards held, keys in the same order. */
function sameUsers(ours: Uint8Array[], former: Uint8Array[]): boolean {
  return (
    ours.length === former.length &&
    ours.every((bytes, s) => {
      const shard = UserShard.decode(bytes);
      const users = JSON.parse(Buffer.from(former[s]).toString('utf8')) as Record<string, unknown>;
      const ids = Object.keys(users);
      return (
        shard.size === ids.length && ids.every((id) => JSON.stringify(shard.user(id)) === JSON.stringify(users[id]))
      );
    })
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
  const scale = Number(values.scale);
  const cell = GRID[2];
  const file = ensureGenerated({
    ...cell.settings,
    users: cell.settings.users === undefined ? undefined : Math.round(cell.settings.users * scale),
    posts: postsForBytes(cell.settings, 150e6 * scale),
  });
  const posts = readPostsCsv(file);
  const terms = await termsOf(
    file,
    posts.map((p) => p.text),
  );
  const prepared = prepareAnalysis(posts, terms, ['retweet']);
  const results: RunResult[] = [];
  for (const k of KS) {
    const before = process.cpuUsage();
    results.push(analyzePrepared(prepared, { k, seed: 1, relations: ['retweet'], displayCap: 2000 }));
    const used = process.cpuUsage(before);
    console.log(`k = ${k}: analyzePrepared ${((used.user + used.system) / 1e6).toFixed(1)} CPU s`);
  }
  const edges = encodeEdges(prepared.edges());
  console.log(
    `${path.basename(file)}: ${posts.length.toLocaleString('en')} posts, ${prepared.network.names.length.toLocaleString('en')} users, ${terms.vocabulary.length.toLocaleString('en')} terms`,
  );

  // The same files both ways (the node shards: the same users read back), on this file's runs.
  for (const result of results) {
    const now = encodeRun(result, edges.slice());
    const former = formerUserFiles(result);
    const same =
      sameBytes(now.members, former.members) &&
      sameUsers(now.nodeShards, former.nodeShards) &&
      Buffer.compare(now.membership, former.membership) === 0;
    console.log(`k = ${result.summary.k}: the same files both ways: ${same ? 'yes' : 'NO'}`);
    if (!same) process.exitCode = 1;
  }

  const hostBefore = measureHostReference();
  const former = async () =>
    measure(() => {
      for (const result of results) formerUserFiles(result);
    });
  const fromTable = async () => {
    // Nothing cached: the pieces are kept per metrics object and vocabulary, so fresh copies of both.
    const metrics = { ...prepared.metrics };
    const vocabulary = [...terms.vocabulary];
    return measure(() => {
      for (const result of results)
        encodeRun(
          { ...result, table: { ...result.table, metrics, keywords: { ...result.table.keywords, vocabulary } } },
          edges.slice(),
        );
    });
  };
  const rows: Array<Array<string | number>> = [];
  for (let pass = 1; pass <= PASSES; pass++) {
    const load = os.loadavg()[0];
    // Alternating which goes first, so neither always meets a host that has just warmed up.
    const first = pass % 2 === 1 ? await former() : await fromTable();
    const second = pass % 2 === 1 ? await fromTable() : await former();
    const [a, b] = pass % 2 === 1 ? [first, second] : [second, first];
    rows.push([
      pass,
      load.toFixed(1),
      a.cpu.toFixed(2),
      a.gc.toFixed(2),
      b.cpu.toFixed(2),
      b.gc.toFixed(2),
      `${(100 * (1 - b.cpu / a.cpu)).toFixed(0)}%`,
    ]);
  }
  const hostAfter = measureHostReference();
  console.log(`\nbefore: ${describeHostReference(hostBefore)}`);
  printTable(
    ['pass', 'load', 'former: CPU s (3 runs)', 'of which GC s', 'from the table: CPU s', 'of which GC s', 'less'],
    rows,
  );
  console.log(`after: ${describeHostReference(hostAfter)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/** The former way: every member row and user detail built as an object and stringified. */
function formerUserFiles(result: RunResult): ReturnType<typeof referenceUserFiles> {
  const users = withUserObjects(result);
  return referenceUserFiles({ names: users.edges.names, communities: users.communities, users: users.users });
}
