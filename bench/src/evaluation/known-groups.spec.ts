import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { analyze } from '@kizuna/analysis/engine';
import { tokenizeCorpusToMatrix } from '@kizuna/analysis/engine/text';
import { repoRoot, sharedGraphsDir } from '../support/paths.js';
import { graphPostsWithText, sentencePool } from './graph-text-versions.js';
import { normalizedMutualInformation } from './nmi.js';
import { parseGml } from './parse-gml.js';
import { postsFromGraph } from './posts-from-graph.js';

function runOn(name: string, attribute: string, k: number, seed = 1): { nmi: number; naturalModularity: number } {
  const graph = parseGml(readFileSync(path.join(sharedGraphsDir(), name, `${name}.gml`), 'utf8'));
  const posts = postsFromGraph(graph);
  const result = analyze(
    posts,
    posts.map(() => []),
    { k, seed, relations: ['retweet'], displayCap: 2000 },
  );
  const truth = graph.nodes.map((n) => n.attributes[attribute]);
  const found = graph.nodes.map((n) => result.users[`n${n.id}`].cluster_id);
  return { nmi: normalizedMutualInformation(truth, found), naturalModularity: result.summary.natural_modularity };
}

describe('quality on graphs with known groups', () => {
  it('recovers the karate club split at k = 2', () => {
    const { nmi, naturalModularity } = runOn('karate', 'club', 2);
    // Best known modularity of the karate graph is 0.4198; node 8 ends on the other side, NMI 0.837.
    expect(naturalModularity).toBeCloseTo(0.4198, 4);
    expect(nmi).toBeGreaterThanOrEqual(0.83);
  });

  it('recovers the football conferences at k = 12', () => {
    const { nmi, naturalModularity } = runOn('football', 'value', 12);
    expect(naturalModularity).toBeGreaterThanOrEqual(0.604);
    expect(nmi).toBeGreaterThanOrEqual(0.92);
  });

  // The floors: the best igraph exact-k method on each graph (fastgreedy, walktrap, leading
  // eigenvector; python-igraph 0.10.2, bench/README.md §1), for every seed 1..10.
  it.each([
    ['karate', 'club', 2, 0.837],
    ['polbooks', 'value', 3, 0.574],
    ['football', 'value', 12, 0.924],
  ] as const)('%s: NMI at least the best igraph exact-k method for every seed', (name, attribute, k, floor) => {
    for (let seed = 1; seed <= 10; seed++) expect(runOn(name, attribute, k, seed).nmi).toBeGreaterThanOrEqual(floor);
  });

  it.each([
    ['karate', 'club', 2],
    ['polbooks', 'value', 3],
    ['football', 'value', 12],
  ] as const)(
    '%s: ordinary sentences unrelated to the groups earn text no weight and move nobody',
    async (name, attribute, k) => {
      const graph = parseGml(readFileSync(path.join(sharedGraphsDir(), name, `${name}.gml`), 'utf8'));
      const pool = sentencePool(path.resolve(repoRoot(), '../shared/data'));
      for (let seed = 1; seed <= 3; seed++) {
        const { rows } = graphPostsWithText(graph, attribute, 'unrelated', pool, seed);
        const posts = rows.map((r, row) => ({ row, ...r, followers: null }));
        const terms = await tokenizeCorpusToMatrix(posts.map((p) => p.text));
        const { summary } = analyze(posts, terms, { k, seed: 1, relations: ['retweet'], displayCap: 2000 });
        expect(summary.text_weight).toEqual({ quiet: 0, busy: 0, moved_users: 0 });
      }
    },
  );
});
