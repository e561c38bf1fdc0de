import { describe, expect, it } from '@jest/globals';
import { SeededRandom } from '@kizuna/platform/random';
import { clique, twoCliques, undirectedGraph } from '../test-support/undirected-graph.js';
import { blockCounts, dcsbmLogLikelihood } from './dcsbm-likelihood.js';
import { kernighanLinDcsbm } from './dcsbm-kernighan-lin.js';
import { refineDcsbm } from './dcsbm-refine.js';

/**
 * Two camps of 60 users (0..59 and 60..119, each user tied to four others of its camp) and a band
 * of 8 users (120..127) tied to each other and three times each to camp 1. The band starts in camp 0:
 * each of its users alone is held there by its seven band mates, so no single move gains, but the
 * band moving together does.
 */
function bandHeldInTheWrongCamp(): { graph: ReturnType<typeof undirectedGraph>; start: Int32Array; band: number[] } {
  const random = new SeededRandom(3);
  const edges: number[][] = [];
  for (let u = 0; u < 120; u++) {
    const camp = u < 60 ? 0 : 60;
    for (let i = 0; i < 4; i++) {
      const v = camp + random.int(60);
      if (v !== u) edges.push([u, v]);
    }
  }
  const band = [120, 121, 122, 123, 124, 125, 126, 127];
  edges.push(...clique(band));
  for (const u of band) for (let i = 0; i < 3; i++) edges.push([u, 60 + random.int(60)]);
  const start = Int32Array.from({ length: 128 }, (_, u) => (u >= 60 && u < 120 ? 1 : 0));
  return { graph: undirectedGraph(128, edges), start, band };
}

const likelihood = (graph: ReturnType<typeof undirectedGraph>, membership: Int32Array, k: number): number =>
  dcsbmLogLikelihood(blockCounts(graph, membership, k));

describe('Kernighan–Lin pass on the degree-corrected block model', () => {
  it('moves a band that no single move frees, where greedy moves stop', () => {
    const { graph, start, band } = bandHeldInTheWrongCamp();
    const greedy = refineDcsbm(graph, start, 2);
    expect(band.every((u) => greedy.membership[u] === 0)).toBe(true);
    const passed = kernighanLinDcsbm(graph, greedy.membership, 2);
    // The same block as camp 1, whatever its number (the likelihood does not depend on block names).
    const camp1 = passed.membership[60];
    expect(band.every((u) => passed.membership[u] === camp1)).toBe(true);
    expect(passed.membership[0]).not.toBe(camp1);
    expect(passed.logLikelihood).toBeGreaterThan(greedy.logLikelihood + 1);
    expect(passed.logLikelihood).toBeCloseTo(likelihood(graph, passed.membership, 2), 6);
  });

  it('never lowers the likelihood, and gives the same answer every time', () => {
    const { graph, start } = bandHeldInTheWrongCamp();
    const scrambled = start.map((c, u) => (u % 4 === 0 ? 1 - c : c));
    const answers = [1, 2, 3].map(() => kernighanLinDcsbm(graph, scrambled, 2));
    expect(answers[0].logLikelihood).toBeGreaterThanOrEqual(likelihood(graph, scrambled, 2));
    expect(Array.from(answers[1].membership)).toEqual(Array.from(answers[0].membership));
    expect(Array.from(answers[2].membership)).toEqual(Array.from(answers[0].membership));
  });

  it('keeps every block non-empty', () => {
    const graph = twoCliques();
    const start = Int32Array.of(0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
    for (const k of [2, 3]) {
      const three = k === 3 ? Int32Array.of(0, 0, 0, 0, 2, 0, 0, 0, 0, 1) : start;
      expect(new Set(kernighanLinDcsbm(graph, three, k).membership).size).toBe(k);
    }
  });
});
