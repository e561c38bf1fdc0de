import { analyze, normalizedMutualInformation } from '@kizuna/analysis/engine';
import { tokenizeCorpusToMatrix } from '@kizuna/analysis/engine/text';
import { ensureGenerated } from '../support/ensure-generated.js';
import { readGroupsCsv, readPostsCsv } from '../support/read-posts-csv.js';
import { fixed, printTable, seconds } from '../support/table.js';

const POSTS = 100_000;
const CASES = [
  { groups: 6, mixing: 0.2 },
  { groups: 6, mixing: 0.4 },
  { groups: 10, mixing: 0.2 },
  { groups: 10, mixing: 0.4 },
];

/** Planted communities: NMI between Kizuna's k communities and the generator's groups, over all users. */
export async function plantedBench(): Promise<void> {
  console.log('\n## Planted communities\n');
  console.log(`${POSTS.toLocaleString('en')} generated posts (half of users Japanese, 60% retweets), k = planted groups, seed 1; NMI over every user.`);
  const rows: Array<Array<string | number>> = [];
  for (const { groups, mixing } of CASES) {
    const file = ensureGenerated({ posts: POSTS, groups, mixing, seed: 1 });
    const posts = readPostsCsv(file);
    const planted = readGroupsCsv(`${file}.groups.csv`);
    const tokenizeStart = performance.now();
    const terms = await tokenizeCorpusToMatrix(posts.map((p) => p.text));
    const tokenizeMs = performance.now() - tokenizeStart;
    const started = performance.now();
    const result = analyze(posts, terms, { k: groups, seed: 1, relations: ['retweet'], displayCap: 2000 });
    const analyzeMs = performance.now() - started;
    const users = Object.keys(result.nodeDetails);
    const truth = users.map((u) => planted.get(u) ?? -1);
    const found = users.map((u) => result.nodeDetails[u].graph_result.cluster_id);
    rows.push([
      groups,
      mixing,
      users.length,
      result.summary.edges,
      result.summary.text_placed_users,
      fixed(result.summary.final_modularity),
      fixed(normalizedMutualInformation(truth, found)),
      seconds(tokenizeMs),
      seconds(analyzeMs),
    ]);
  }
  printTable(['groups = k', 'mixing', 'users', 'edges', 'placed by text', 'Q final', 'NMI', 'tokenize', 'analyze'], rows);
}
