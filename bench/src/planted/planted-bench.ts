import { analyze } from '@kizuna/analysis/engine';
import { normalizedMutualInformation } from '../evaluation/index.js';
import { tokenizeCorpusInWorkers } from '@kizuna/analysis/worker';
import { ensureGenerated } from '../support/ensure-generated.js';
import { readGroupsCsv, readPostsCsv } from '../support/read-posts-csv.js';
import { fixed, printTable, seconds } from '../support/table.js';

const POSTS = 100_000;
/** Heavy-tailed ("realistic": most users post once or twice) and LFR-style (every user ≥ 5 retweets). */
const CASES = [
  { kind: 'realistic', groups: 6, mixing: 0.2 },
  { kind: 'realistic', groups: 6, mixing: 0.4 },
  { kind: 'realistic', groups: 10, mixing: 0.2 },
  { kind: 'realistic', groups: 10, mixing: 0.4 },
  { kind: 'every user ≥ 5 RTs', groups: 6, mixing: 0.2, usersPerPost: 0.05, minRetweets: 5 },
  { kind: 'every user ≥ 5 RTs', groups: 6, mixing: 0.4, usersPerPost: 0.05, minRetweets: 5 },
];
/** Users with at least this many interactions (distinct partners) form the "well-connected" column. */
const CONNECTED = 3;

/** Planted communities: NMI between Kizuna's k communities and the generator's groups. */
export async function plantedBench(): Promise<void> {
  console.log('\n## Planted communities\n');
  console.log(
    `${POSTS.toLocaleString('en')} generated posts (half of users write Japanese, 60% retweets; mixing = share of retweets crossing groups), k = planted groups, seed 1.`,
  );
  const rows: Array<Array<string | number>> = [];
  for (const { kind, groups, mixing, usersPerPost, minRetweets } of CASES) {
    const file = ensureGenerated({ posts: POSTS, groups, mixing, seed: 1, usersPerPost, minRetweets });
    const posts = readPostsCsv(file);
    const planted = readGroupsCsv(`${file}.groups.csv`);
    const tokenizeStart = performance.now();
    const terms = await tokenizeCorpusInWorkers(posts.map((p) => p.text));
    const tokenizeMs = performance.now() - tokenizeStart;
    const started = performance.now();
    const result = analyze(posts, terms, { k: groups, seed: 1, relations: ['retweet'], displayCap: 2000 });
    const analyzeMs = performance.now() - started;
    const users = Object.keys(result.users);
    const nmiOf = (subset: string[]): number =>
      normalizedMutualInformation(
        subset.map((u) => planted.get(u) ?? -1),
        subset.map((u) => result.users[u].cluster_id),
      );
    const connected = users.filter((u) => result.users[u].degree >= CONNECTED);
    rows.push([
      kind,
      groups,
      mixing,
      users.length,
      result.summary.text_placed_users,
      fixed(result.summary.final_modularity),
      fixed(nmiOf(users)),
      `${fixed(nmiOf(connected))} (${connected.length})`,
      seconds(tokenizeMs),
      seconds(analyzeMs),
    ]);
  }
  printTable(
    [
      'data',
      'groups = k',
      'mixing',
      'users',
      'placed by text',
      'Q final',
      'NMI all users',
      `NMI users ≥ ${CONNECTED} partners (n)`,
      'tokenize',
      'analyze',
    ],
    rows,
  );
}
