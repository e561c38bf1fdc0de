import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startKizuna, type RunningKizuna } from '@kizuna/launcher';
import { loadConfig } from '@kizuna/platform/config';
import { KizunaClient } from '../support/kizuna-client.js';
import { repoRoot, sharedGraphsDir } from '../support/paths.js';
import { sentencePool, type SentencePool, type TextVersion } from './graph-text-versions.js';
import { KNOWN_GROUP_GRAPHS, knownGroupsThroughProduct } from './known-groups-product.js';

/**
 * The floors of text weighed by its evidence, through the whole product (upload, register, run,
 * GEXF download), on every shared graph with known groups: ordinary sentences unrelated to the
 * groups must not pull users off their network place, words of the groups must not do worse
 * than no text. Floors from bench/README.md §1 (best igraph exact-k method).
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
      loadConfig({
        DATA_DIR: workDir,
        LOG_LEVEL: 'error',
        PORT: '0',
        HOST: '127.0.0.1',
        RATE_LIMIT_PER_MINUTE: '10000',
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
      const nmi = async (version: TextVersion) =>
        knownGroupsThroughProduct(client, graph, version, pool, { graphsDir: sharedGraphsDir(), workDir });
      const none = await nmi('none');
      const unrelated = await nmi('unrelated');
      const informative = await nmi('informative');
      const quietOnly = await nmi('quiet-only');
      expect(none).toBeGreaterThanOrEqual(IGRAPH_BEST[graph.name]);
      expect(unrelated).toBeGreaterThanOrEqual(none - 0.005);
      expect(unrelated).toBeGreaterThanOrEqual(IGRAPH_BEST[graph.name]);
      expect(informative).toBeGreaterThanOrEqual(none);
      expect(quietOnly).toBeGreaterThanOrEqual(none - 0.005);
    },
  );
});
