import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startKizuna, type RunningKizuna } from '@kizuna/launcher';
import { KizunaClient } from '../support/kizuna-client.js';
import { repoRoot, sharedGraphsDir } from '../support/paths.js';
import { NOISE_VERSIONS, sentencePool, type SentencePool, type TextVersion } from './graph-text-versions.js';
import { KNOWN_GROUP_GRAPHS, knownGroupsThroughProduct } from './known-groups-product.js';
import { benchKizunaConfig } from '../support/bench-kizuna-config.js';
import { uniformWorkLimits } from '@kizuna/platform/config';

/**
 * The floors of text weighed by its evidence, through the whole product (upload, register, run,
 * GEXF download), on every shared graph with known groups: ordinary sentences unrelated to the
 * groups must not pull users off their network place, words of the groups must not do worse
 * than no text, and text that says nothing in the ways real files do (numbers, codes, ids,
 * hashtags every group uses, links, emoji, retweets that are not copies: NOISE_VERSIONS) moves
 * nobody and keeps every one of the k communities. Floors from bench/README.md §1 (best igraph
 * exact-k method).
 */
const IGRAPH_BEST = { karate: 0.837, polbooks: 0.574, football: 0.924 } as const;

describe('known groups through the product, with and without text', () => {
  let kizuna: RunningKizuna;
  let client: KizunaClient;
  let workDir: string;
  let pool: SentencePool;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-known-'));
    kizuna = await startKizuna(
      benchKizunaConfig(workDir, {
        RATE_LIMIT_PER_MINUTE: '10000',
        // Every text version of a graph is uploaded at once by one user.
        WORK_LIMITS: uniformWorkLimits(1_000_000, 10_000),
      }),
    );
    client = KizunaClient.of(kizuna);
    await client.signIn('admin@example.com');
    pool = sentencePool(path.resolve(repoRoot(), '../shared/data'));
  });
  afterAll(async () => {
    await kizuna?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it.each(KNOWN_GROUP_GRAPHS)(
    '$name: unrelated text moves nobody off, informative text does no harm',
    async (graph) => {
      const nmi = async (version: TextVersion) => {
        const outcome = await knownGroupsThroughProduct(client, graph, version, pool, {
          graphsDir: sharedGraphsDir(),
          workDir,
        });
        expect({ version, nonEmpty: outcome.nonEmpty }).toEqual({ version, nonEmpty: graph.k });
        return outcome.nmi;
      };
      // The twelve versions go through the product at once: each run of these small graphs is
      // mostly the product's fixed cost (upload, the CSV read in a worker thread, the run's
      // threads), which overlaps with the others' while the analysis queue computes one at a time.
      // The answers do not depend on it (a run's result depends only on its file and seed).
      const [none, unrelated, informative, quietOnly, ...noise] = await Promise.all(
        (['none', 'unrelated', 'informative', 'quiet-only', ...NOISE_VERSIONS] as const).map(nmi),
      );
      expect(none).toBeGreaterThanOrEqual(IGRAPH_BEST[graph.name]);
      expect(unrelated).toBeGreaterThanOrEqual(none - 0.005);
      expect(unrelated).toBeGreaterThanOrEqual(IGRAPH_BEST[graph.name]);
      expect(informative).toBeGreaterThanOrEqual(none);
      expect(quietOnly).toBeGreaterThanOrEqual(none - 0.005);
      // Every noise version is measured before the verdict, which names each one below its floor.
      const below = NOISE_VERSIONS.flatMap((version, i) =>
        noise[i] < none - 0.005 ? [`${version}: ${noise[i].toFixed(3)} < ${(none - 0.005).toFixed(3)}`] : [],
      );
      expect(below).toEqual([]);
    },
    // Twelve runs through the product per graph.
    600_000,
  );
});
