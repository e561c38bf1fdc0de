import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * A fixed single-thread workload timed beside every speed figure, so figures from different days
 * (this host's speed varies, memory-heavy work most) can be compared: a figure measured at twice
 * the reference time was measured on a host running at half speed.
 *
 * Two parts, each the median of three timings: `compute` (integer hashing in registers, what the
 * CPU's clock decides) and `memory` (a 64 MB array filled, then read in a pseudo-random order and
 * sorted, what the memory system decides; the analysis and tokenizing are mostly the latter).
 * The work never changes: the same inputs on every host and day. It runs in a new Node process
 * each time: in a process that has run it before, V8 has optimised it further (the compute part
 * took 57 ms the second time against 250 the first, on the same host and minute), so a reference
 * taken after a bench would not be comparable with one taken before it.
 */
export interface HostReference {
  computeMs: number;
  memoryMs: number;
  load1: number;
}

const COMPUTE_ROUNDS = 60_000_000;
const MEMORY_WORDS = 8 * 1024 * 1024; // 64 MB of float64
const SORT_WORDS = 1024 * 1024;

function computeOnce(): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < COMPUTE_ROUNDS; i++) h = Math.imul(h ^ i, 0x01000193) >>> 0;
  return h;
}

function memoryOnce(): number {
  const words = new Float64Array(MEMORY_WORDS);
  let x = 12345;
  for (let i = 0; i < MEMORY_WORDS; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    words[i] = x;
  }
  let sum = 0;
  let at = 0;
  // Strides of a large odd number visit every word once in a cache-hostile order.
  for (let i = 0; i < MEMORY_WORDS; i++) {
    at = (at + 2_654_435_761) & (MEMORY_WORDS - 1);
    sum += words[at];
  }
  words.subarray(0, SORT_WORDS).sort();
  return sum + words[SORT_WORDS >> 1];
}

function medianMs(work: () => number): number {
  const times: number[] = [];
  let sink = 0;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    sink += work();
    times.push(performance.now() - start);
  }
  // The sink keeps the work from being optimised away.
  if (sink === -1) console.log(sink);
  return times.sort((a, b) => a - b)[1];
}

const CHILD_FLAG = '--measure-host-reference';

export function measureHostReference(): HostReference {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), CHILD_FLAG], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`host reference failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as HostReference;
}

function measureHere(): HostReference {
  return { computeMs: medianMs(computeOnce), memoryMs: medianMs(memoryOnce), load1: os.loadavg()[0] };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === CHILD_FLAG)
  process.stdout.write(JSON.stringify(measureHere()));

export function describeHostReference(ref: HostReference): string {
  return `host reference (fixed single-thread work, median of 3): compute ${ref.computeMs.toFixed(0)} ms, memory ${ref.memoryMs.toFixed(0)} ms (load ${ref.load1.toFixed(1)})`;
}
