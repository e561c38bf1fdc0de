import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startKizuna, type RunningKizuna } from '@kizuna/launcher';
import { writePostsCsv } from '../generator/write-csv.js';
import { KizunaClient } from '../support/kizuna-client.js';
import { repoRoot, sharedGraphsDir } from '../support/paths.js';
import { graphPostsWithText, sentencePool, type SentencePool, type TextVersion } from './graph-text-versions.js';
import { parseGml } from './parse-gml.js';
import { benchKizunaConfig } from '../support/bench-kizuna-config.js';
import { uniformWorkLimits } from '@kizuna/platform/config';

/**
 * "Exactly k communities" through the whole product: a file uploaded, registered with k, run,
 * and every community's members read back one community at a time, as the community page does.
 * The case (football, k = 12, a random number in every post, retweets that are not
 * copies) and k far above the known groups with text of the groups (karate, k = 12).
 */
describe('exactly k communities with members, through the product', () => {
  let kizuna: RunningKizuna;
  let client: KizunaClient;
  let workDir: string;
  let pool: SentencePool;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-exact-k-'));
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

  it.each([
    ['football', 'value', 'numbers', 12],
    ['karate', 'club', 'informative', 12],
  ] as const)(
    '%s, %s text, k = %i: k communities, each with members, everyone in one',
    async (name, attribute, version, k) => {
      const gml = parseGml(readFileSync(path.join(sharedGraphsDir(), name, `${name}.gml`), 'utf8'));
      const { rows, groupOf } = graphPostsWithText(gml, attribute, version as TextVersion, pool, 1);
      const file = path.join(workDir, `${name}-${version}.csv`);
      writePostsCsv(
        file,
        rows.map((r) => ({ ...r, followers: 100 })),
      );
      const project = await client.register(file, String(k));
      await client.analyse(project.projectId, project.runs);
      const members: string[] = [];
      for (let cluster = 1; cluster <= k; cluster++) {
        const detail = (
          await client.post('/api/v1/analyze/cluster/get_cluster_detail', {
            process_id: project.runs[0],
            cluster_id: cluster,
          })
        ).data as { nodes: Array<{ tweet_user_screen_name: string }> };
        expect(detail.nodes.length).toBeGreaterThan(0);
        members.push(...detail.nodes.map((n) => n.tweet_user_screen_name));
      }
      expect(members.sort()).toEqual([...groupOf.keys()].sort());
    },
  );
});
