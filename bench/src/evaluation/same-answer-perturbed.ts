import { createHash } from 'node:crypto';
import type { Post, TermMatrix } from '@kizuna/analysis/engine';
import {
  AnalysisWorkerPool,
  RandomDelays,
  tokenizeCorpusInWorkers,
  type AnalysisOutput,
} from '@kizuna/analysis/worker';
import { generatePlantedPosts } from '../generator/planted-posts.js';

/**
 * A run's whole answer by part (summary, graph and layout, communities with keywords and posts,
 * members, users...), each part as a digest: a difference names the part without a diff of
 * megabytes.
 */
export type RunFingerprint = Record<string, string>;

export interface PerturbedPass {
  /** Tokenize threads and analysis workers. */
  threads: number;
  /** Seed of the random hold-ups of every hand-over to a thread; none without. */
  delaySeed?: number;
  /** Longest hold-up, in milliseconds. */
  maxDelayMs?: number;
}

/**
 * Posts of users whose ties are nearly even: six planted groups with almost half of every
 * user's retweets going to other groups, so many users sit between two communities by a hair,
 * in English and Japanese, with altered retweet texts.
 */
export function nearlyEvenPosts(count: number, seed = 11): Post[] {
  const { posts } = generatePlantedPosts({
    posts: count,
    groups: 6,
    mixing: 0.45,
    seed,
    retweetShare: 0.5,
    japaneseShare: 0.5,
    users: Math.round(count / 6),
    alteredRetweets: 0.3,
  });
  return posts.map((p, row) => ({ row, ...p }));
}

/**
 * Tokenizes the posts and analyses them at every k, all runs asked for at once (so they race
 * for the workers and the partitions of later k are computed ahead beside the first), with the
 * threads and hold-ups of `pass`. Answers the terms and each run's fingerprint, by k.
 */
export async function analyseWithThreads(
  posts: readonly Post[],
  ks: readonly number[],
  pass: PerturbedPass,
): Promise<{ terms: string; runs: Map<number, RunFingerprint> }> {
  const delays = (salt: number) =>
    pass.delaySeed === undefined ? undefined : new RandomDelays(pass.delaySeed * 31 + salt, pass.maxDelayMs ?? 20);
  const terms = await tokenizeCorpusInWorkers(
    posts.map((p) => p.text),
    { threads: pass.threads, delays: delays(1) },
  );
  const pool = new AnalysisWorkerPool({ maxWorkers: pass.threads, delays: delays(2) });
  try {
    const outputs = await Promise.all(
      ks.map((k) =>
        pool.run({
          posts,
          terms,
          datasetKey: 'perturbed',
          upcoming: ks.filter((other) => other !== k),
          options: { k, seed: 42, relations: ['retweet', 'reply', 'mention'], displayCap: 2_000 },
        }),
      ),
    );
    return { terms: termsDigest(terms), runs: new Map(ks.map((k, i) => [k, fingerprint(outputs[i])])) };
  } finally {
    await pool.close();
  }
}

const digest = (...parts: Array<string | Uint8Array>): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

function termsDigest(terms: TermMatrix): string {
  return digest(
    JSON.stringify(terms.vocabulary),
    new Uint8Array(terms.offsets.buffer, terms.offsets.byteOffset, terms.offsets.byteLength),
    new Uint8Array(terms.termIds.buffer, terms.termIds.byteOffset, terms.termIds.byteLength),
    JSON.stringify(terms.skipped ?? {}),
  );
}

function fingerprint({ run }: AnalysisOutput): RunFingerprint {
  return {
    userCount: String(run.summary.users),
    summary: digest(JSON.stringify(run.summary)),
    graph: digest(JSON.stringify(run.graph)),
    communities: digest(JSON.stringify(run.communities)),
    members: digest(...run.members),
    membership: digest(run.membership),
    edges: digest(run.edges),
    users: digest(...run.nodeShards),
    relations: digest(JSON.stringify(run.relations ?? null)),
  };
}
