import { describe, expect, it } from '@jest/globals';
import { normalizedMutualInformation } from './nmi.js';
import { parseGml } from './parse-gml.js';
import { postsFromGraph } from './posts-from-graph.js';

describe('normalizedMutualInformation', () => {
  it('is 1 for the same partition under other labels and 0 for independent ones', () => {
    expect(normalizedMutualInformation([0, 0, 1, 1], ['x', 'x', 'y', 'y'])).toBeCloseTo(1, 12);
    expect(normalizedMutualInformation([0, 0, 1, 1], [0, 1, 0, 1])).toBeCloseTo(0, 12);
  });

  it('matches the hand value for a partial match', () => {
    // A = {0,0,1,1}, B = {0,0,0,1}: H(A) = ln 2, H(B) = −(¾ ln ¾ + ¼ ln ¼),
    // I = ½ ln(½/(½·¾)) + ¼ ln(¼/(½·¾)) + ¼ ln(¼/(½·¼)) = ½ ln(4/3) + ¼ ln(2/3) + ¼ ln 2.
    const ha = Math.log(2);
    const hb = -(0.75 * Math.log(0.75) + 0.25 * Math.log(0.25));
    const mutual = 0.5 * Math.log(4 / 3) + 0.25 * Math.log(2 / 3) + 0.25 * Math.log(2);
    expect(normalizedMutualInformation([0, 0, 1, 1], [0, 0, 0, 1])).toBeCloseTo((2 * mutual) / (ha + hb), 12);
  });

  it('counts two single-cluster labelings as identical', () => {
    expect(normalizedMutualInformation([3, 3, 3], [1, 1, 1])).toBe(1);
  });
});

describe('parseGml', () => {
  const text = `graph [
  directed 0
  node [ id 0 label "A &amp; B" value "l" ]
  node [
    id 1
    label "C"
    value 2
  ]
  edge [ source 0 target 1 ]
  edge [ source 1 target 0 value 2.5 ]
]`;

  it('reads nodes with attributes and edges with weights', () => {
    const g = parseGml(text);
    expect(g.directed).toBe(false);
    expect(g.nodes).toEqual([
      { id: 0, attributes: { id: 0, label: 'A &amp; B', value: 'l' } },
      { id: 1, attributes: { id: 1, label: 'C', value: 2 } },
    ]);
    expect(g.edges).toEqual([
      { source: 0, target: 1, weight: 1 },
      { source: 1, target: 0, weight: 2.5 },
    ]);
  });

  it('turns edges into retweet posts, weight rounded up', () => {
    expect(postsFromGraph(parseGml(text)).map((p) => [p.author, p.text])).toEqual([
      ['n0', 'RT @n1: edge'],
      ['n1', 'RT @n0: edge'],
      ['n1', 'RT @n0: edge'],
      ['n1', 'RT @n0: edge'],
    ]);
  });
});
