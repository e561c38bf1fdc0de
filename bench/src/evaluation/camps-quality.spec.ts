import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { generateCampNetworkPosts } from '../generator/camp-network-posts.js';
import { sharedGraphsDir } from '../support/paths.js';
import { blockModelQuality } from './block-model-quality.js';
import { parseGml, type GmlGraph } from './parse-gml.js';
import { placedCommunities } from './placed-communities.js';
import { postsFromGraph } from './posts-from-graph.js';

/** Camps with hubs (issue 57): the block model step against today's exact-k engine. */
describe('camps with hubs', () => {
  it('the generator plants camps with hubs and the asked cross-camp share', () => {
    const { posts, groupOf } = generateCampNetworkPosts({ users: 2000, camps: 3, crossShare: 0.2, seed: 1 });
    expect(new Set(groupOf.values()).size).toBe(3);
    const retweets = posts.filter((p) => p.text.startsWith('RT @'));
    const cross = retweets.filter((p) => groupOf.get(p.author) !== groupOf.get(p.text.slice(4, p.text.indexOf(':'))));
    expect(cross.length / retweets.length).toBeGreaterThan(0.17);
    expect(cross.length / retweets.length).toBeLessThan(0.23);
    const received = new Map<string, number>();
    for (const p of retweets) {
      const name = p.text.slice(4, p.text.indexOf(':'));
      received.set(name, (received.get(name) ?? 0) + 1);
    }
    const top = [...received.values()].sort((a, b) => b - a);
    // Hubs: the nine most retweeted accounts gather a large share; most users are rarely retweeted.
    expect(top.slice(0, 9).reduce((a, b) => a + b, 0) / retweets.length).toBeGreaterThan(0.1);
    expect(top[Math.floor(top.length / 2)]).toBeLessThanOrEqual(3);
  });

  it.each([
    [2, 0.1, 0.03],
    [2, 0.2, 0.1],
    [3, 0.3, 0.02],
  ] as const)('%i camps, cross share %f: the block model step gains at least %f NMI', (camps, crossShare, gain) => {
    const { posts, groupOf } = generateCampNetworkPosts({ users: 3000, camps, crossShare, seed: 1 });
    const quality = blockModelQuality(posts, groupOf, camps);
    expect(quality.refined).toBeGreaterThanOrEqual(quality.today + gain);
  });

  it('two camps the size of political blogs (1,200 users, 15 % cross share): NMI 0.77 or more', () => {
    // Political blogs with repeated links as weight: 0.677 today, 0.716 with the step (0.722 on its
    // largest component). Generated camps of the same size and a like mixing pin that level here.
    for (const seed of [1, 2, 3]) {
      const { posts, groupOf } = generateCampNetworkPosts({ users: 1200, camps: 2, crossShare: 0.15, seed });
      const quality = blockModelQuality(posts, groupOf, 2, 1, false, true);
      expect(quality.refined).toBeGreaterThanOrEqual(0.77);
      expect(quality.refined).toBeGreaterThanOrEqual(quality.today + 0.05);
      // The model's own level: refined from the planted camps instead (0.860, 0.780, 0.777 here).
      expect(quality.refined).toBeGreaterThanOrEqual(quality.fromKnown!.nmi - 0.05);
    }
  });

  it('political books as two camps (liberal, conservative; neutral left out): NMI 0.72 or more', () => {
    // A published camp network the step was never tuned on: 92 books, two camps, k = 2.
    const graph = parseGml(readFileSync(path.join(sharedGraphsDir(), 'polbooks', 'polbooks.gml'), 'utf8'));
    const camps = keepNodes(graph, (value) => value !== 'n');
    const groupOf = new Map(camps.nodes.map((n) => [`n${n.id}`, n.attributes.value === 'l' ? 0 : 1]));
    const quality = blockModelQuality(postsFromGraph(camps), groupOf, 2);
    // 0.653 today, 0.870 with the step (6 books moved, 22.6 nats against a price of 19.6).
    expect(quality.today).toBeLessThan(0.7);
    expect(quality.refined).toBeGreaterThanOrEqual(0.72);
  });

  it('small parts apart from the network join the largest community, the likeliest camp', () => {
    // With no tie to the rest and text that says nothing, a part's likeliest camp under the block
    // model is in proportion to the camps' sizes: the largest (docs/exact-k-block-model.md).
    const { posts, groupOf } = generateCampNetworkPosts({
      users: 1200,
      camps: 2,
      crossShare: 0.15,
      seed: 1,
      detachedShare: 0.05,
    });
    const detached = [...groupOf.keys()].filter((name) => Number(name.slice('camp_user_'.length)) >= 1200);
    // 5 % of 1,200 in parts of 2–4 (a last single user is not drawn).
    expect(detached.length).toBeGreaterThanOrEqual(59);
    expect(detached.length).toBeLessThanOrEqual(60);
    const placed = placedCommunities(posts, 2);
    // The same answer three times, and both communities hold users.
    expect([...placedCommunities(posts, 2)]).toEqual([...placed]);
    expect([...placedCommunities(posts, 2)]).toEqual([...placed]);
    expect(new Set(placed.values())).toEqual(new Set([0, 1]));
    const sizes = [0, 0];
    for (const [name, community] of placed) if (!detached.includes(name)) sizes[community]++;
    const largest = sizes[0] >= sizes[1] ? 0 : 1;
    expect(detached.map((name) => placed.get(name))).toEqual(detached.map(() => largest));
    // The parts' ties stay inside them.
    const partOf = (name: string): boolean => detached.includes(name);
    for (const post of posts.filter((p) => p.text.startsWith('RT @')))
      expect(partOf(post.author)).toBe(partOf(post.text.slice(4, post.text.indexOf(':'))));
  });

  it('2 camps at 18 % cross share, seeds 1-5: the step loses at most 0.003 NMI and gains 0.1 on average', () => {
    // Seed 2 is the one network where the step loses (0.689 -> 0.687): two refinements of almost
    // the same likelihood; no criterion from the network alone told them apart (exact-k-block-model.md).
    let gain = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      const { posts, groupOf } = generateCampNetworkPosts({ users: 3000, camps: 2, crossShare: 0.18, seed });
      const quality = blockModelQuality(posts, groupOf, 2);
      expect(quality.refined).toBeGreaterThanOrEqual(quality.today - 0.003);
      gain += (quality.refined - quality.today) / 5;
    }
    expect(gain).toBeGreaterThanOrEqual(0.1);
  });

  it.each([
    ['karate', 'club', 2],
    ['polbooks', 'value', 3],
    ['football', 'value', 12],
  ] as const)('%s: the step keeps the modularity partition, whose NMI is higher', (name, attribute, k) => {
    const graph = parseGml(readFileSync(path.join(sharedGraphsDir(), name, `${name}.gml`), 'utf8'));
    const groupOf = new Map(
      graph.nodes.map((n) => [
        `n${n.id}`,
        Number.isFinite(Number(n.attributes[attribute]))
          ? Number(n.attributes[attribute])
          : String(n.attributes[attribute]).charCodeAt(0),
      ]),
    );
    const quality = blockModelQuality(postsFromGraph(graph), groupOf, k);
    expect(quality.chosen).toBe('today');
    expect(quality.refined).toBe(quality.today);
  });
});

/** The graph without the nodes whose `value` fails `keep`, and without their edges. */
function keepNodes(graph: GmlGraph, keep: (value: string) => boolean): GmlGraph {
  const nodes = graph.nodes.filter((n) => keep(String(n.attributes.value)));
  const kept = new Set(nodes.map((n) => n.id));
  return { ...graph, nodes, edges: graph.edges.filter((e) => kept.has(e.source) && kept.has(e.target)) };
}
