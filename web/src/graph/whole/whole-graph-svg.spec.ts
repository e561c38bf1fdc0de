import { describe, expect, it } from '@jest/globals';
import { wholeGraphFixture } from './whole-graph-fixture';
import { SVG_MAX_USERS, wholeGraphSvg } from './whole-graph-svg';

const coloured = (n: number) => new Float32Array(4 * n).fill(1);
const note = (kept: number, total: number) => `the most central ${kept} of ${total} users`;
const circles = (svg: string) => svg.match(/<circle /g)?.length ?? 0;

describe('wholeGraphSvg', () => {
  it('holds every drawn user up to 20,000, without a note', () => {
    const graph = wholeGraphFixture(4, 50);
    const colours = coloured(graph.userCount);
    colours[4 * 7 + 3] = 0; // user 7 is not drawn (under the minimum degree)
    const svg = wholeGraphSvg(graph, colours, [], note);
    expect(circles(svg)).toBe(199);
    expect(svg).not.toContain('<desc>');
    expect(svg).toContain('user0 山田');
  });

  it('above 20,000, holds the most central 20,000 and says so in the file', () => {
    const graph = wholeGraphFixture(21, 1000);
    const svg = wholeGraphSvg(graph, coloured(graph.userCount), [], note);
    expect(circles(svg)).toBe(SVG_MAX_USERS);
    expect(svg).toContain(`<desc>the most central 20000 of 21000 users</desc>`);
    expect(svg).toContain('the most central 20000 of 21000 users</text>');
  });
});
