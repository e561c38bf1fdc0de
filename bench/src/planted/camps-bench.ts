import { statSync } from 'node:fs';
import path from 'node:path';
import { blockModelQuality } from '../evaluation/block-model-quality.js';
import { generateCampNetworkPosts } from '../generator/camp-network-posts.js';
import { ensureGenerated } from '../support/ensure-generated.js';
import { describeHostReference, measureHostReference } from '../support/host-reference.js';
import { readPostsCsv } from '../support/read-posts-csv.js';
import { fixed, printTable, seconds } from '../support/table.js';

const USERS = 3000;
const CROSS_SHARES = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3];
const SEEDS = [1, 2, 3];
const FULL_SIZE_KS = [3, 6, 10];

/**
 * Camps with hubs (issue 57): NMI against the planted camps of today's exact-k engine and of the
 * engine with the degree-corrected block model step, across the share of cross-camp retweets; then
 * what the step costs on the full-size file (the partition with and without it, k = 3, 6, 10).
 */
export function campsBench(): void {
  console.log('\n## Camps with hubs\n');
  console.log(
    `${USERS.toLocaleString('en')} users, power-law activity (exponent 2.5) with 3 hubs a camp, about 6 retweets a user, text that says nothing; NMI over every user, mean of seeds ${SEEDS.join(', ')}.`,
  );
  const rows: Array<Array<string | number>> = [];
  for (const camps of [2, 3])
    for (const crossShare of CROSS_SHARES) {
      let today = 0;
      let refined = 0;
      let fromPlanted = 0;
      let notAbove = 0;
      const chosen: string[] = [];
      for (const seed of SEEDS) {
        const { posts, groupOf } = generateCampNetworkPosts({ users: USERS, camps, crossShare, seed });
        const quality = blockModelQuality(posts, groupOf, camps, 1, false, true);
        today += quality.today / SEEDS.length;
        refined += quality.refined / SEEDS.length;
        fromPlanted += (quality.fromKnown?.nmi ?? NaN) / SEEDS.length;
        if ((quality.fromKnown?.logLikelihoodAboveFound ?? Infinity) <= 1e-6) notAbove++;
        chosen.push(quality.chosen);
      }
      rows.push([camps, crossShare, fixed(today), fixed(refined), fixed(fromPlanted), notAbove, chosen.join(', ')]);
    }
  printTable(
    [
      'camps (k)',
      'cross share',
      'NMI today',
      'NMI with block model',
      'model refined from the planted camps (reference)',
      'seeds where that is no likelier than the best found',
      'kept (seeds)',
    ],
    rows,
  );

  const file = ensureGenerated({ posts: 550_000, groups: 6, mixing: 0.2, seed: 1 });
  const posts = readPostsCsv(file);
  const groupOf = new Map<string, number>();
  console.log(
    `\n${path.basename(file)}: ${(statSync(file).size / 1e6).toFixed(1)} MB, ${posts.length.toLocaleString('en')} posts; partition time without and with the block model step, the faster of two alternating runs each (text not read: the step does not depend on it).`,
  );
  console.log(describeHostReference(measureHostReference()));
  const costRows: Array<Array<string | number>> = [];
  let added = 0;
  for (const k of FULL_SIZE_KS) {
    const quality = blockModelQuality(posts, groupOf, k, 1, true);
    added += quality.refinedMs - quality.todayMs;
    costRows.push([k, seconds(quality.todayMs), seconds(quality.refinedMs), quality.chosen]);
  }
  printTable(['k', 'partition without', 'with block model', 'kept'], costRows);
  console.log(`Added by the step over the three runs: ${seconds(added)}.`);
}
