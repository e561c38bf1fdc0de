import { describe, expect, it } from '@jest/globals';
import { SeededRandom } from '@kizuna/platform/random';
import { twoCliques, undirectedGraph } from '../test-support/undirected-graph.js';
import { chooseByBlockModel } from './block-model-choice.js';
import { blockCounts, dcsbmLogLikelihood } from './dcsbm-likelihood.js';
import { refineDcsbm } from './dcsbm-refine.js';

/**
 * Two camps of 150 users, each with one hub that most of its camp's users retweet; every user also
 * ties to two others of its camp, and one edge in ten crosses to the other camp.
 */
function campsWithHubs(): { graph: ReturnType<typeof undirectedGraph>; truth: Int32Array } {
  const random = new SeededRandom(7);
  const size = 150;
  const edges: number[][] = [];
  const truth = Int32Array.from({ length: 2 * size }, (_, u) => (u < size ? 0 : 1));
  const other = (camp: number): number => (camp === 0 ? size : 0) + random.int(size);
  const same = (camp: number): number => camp * size + random.int(size);
  for (let u = 0; u < 2 * size; u++) {
    const camp = truth[u];
    const hub = camp * size;
    if (u !== hub) edges.push([u, random.next() < 0.1 ? other(camp) : hub]);
    for (let i = 0; i < 2; i++) {
      const v = random.next() < 0.1 ? other(camp) : same(camp);
      if (v !== u) edges.push([u, v]);
    }
  }
  return { graph: undirectedGraph(2 * size, edges), truth };
}

const likelihood = (graph: ReturnType<typeof undirectedGraph>, membership: Int32Array, k: number): number =>
  dcsbmLogLikelihood(blockCounts(graph, membership, k));

describe('degree-corrected block model refinement', () => {
  it('moves misplaced users back to their camp and raises the likelihood', () => {
    const { graph, truth } = campsWithHubs();
    // Every fifth user of camp 1 starts in camp 0, as a partition that follows degree would leave them.
    const start = truth.map((c, u) => (c === 1 && u % 5 === 0 && u !== 150 ? 0 : c));
    const refined = refineDcsbm(graph, start, 2);
    expect(refined.logLikelihood).toBeGreaterThan(likelihood(graph, start, 2));
    const wrong = refined.membership.filter((c, u) => c !== truth[u]).length;
    expect(wrong).toBeLessThanOrEqual(5);
    expect(refined.moved).toBeGreaterThanOrEqual(25);
  });

  it('gives the same answer every time', () => {
    const { graph, truth } = campsWithHubs();
    const start = truth.map((c, u) => (u % 3 === 0 ? 1 - c : c));
    const answers = [1, 2, 3].map(() => Array.from(chooseByBlockModel(graph, start, 2).membership));
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('keeps every block non-empty', () => {
    // User 9 alone in block 1, every tie of it inside block 0's clique.
    const graph = twoCliques();
    const start = Int32Array.of(0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
    const refined = refineDcsbm(graph, start, 2);
    expect(new Set(refined.membership).size).toBe(2);
    expect(chooseByBlockModel(graph, start, 2).membership.includes(1)).toBe(true);
  });

  it('takes the refinement when it pays for its moves, with community numbers of today', () => {
    const { graph, truth } = campsWithHubs();
    const start = truth.map((c, u) => (c === 1 && u % 5 === 0 && u !== 150 ? 0 : c));
    const choice = chooseByBlockModel(graph, start, 2);
    expect(choice.chosen).not.toBe('today');
    expect(choice.logLikelihoodBest - choice.logLikelihoodToday).toBeGreaterThan(choice.moveCost);
    // Aligned to today's numbering: camp 0 stays 0.
    expect(choice.membership.filter((c, u) => c !== truth[u]).length).toBeLessThanOrEqual(5);
  });

  it('keeps today when the gain does not pay for the users moved', () => {
    const { graph, truth } = campsWithHubs();
    const choice = chooseByBlockModel(graph, truth, 2);
    // The planted camps are nearly a likelihood optimum: whatever a sweep finds is worth less than its moves.
    expect(choice.chosen).toBe('today');
    expect(Array.from(choice.membership)).toEqual(Array.from(truth));
    expect(choice.logLikelihoodBest).toBeGreaterThanOrEqual(choice.logLikelihoodToday);
  });
});
