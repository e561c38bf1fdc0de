import { describe, expect, it } from '@jest/globals';
import type { SeriesFlows } from '@kizuna/http-api';
import { seriesFlowsAnswer } from '../../test/series-answer';
import { columnOrder } from './column-order';
import { seriesSankeyOption } from './series-sankey-option';

interface Node {
  name: string;
  depth: number;
  display: string;
  text: string;
  itemStyle: { color: string };
  label?: { overflow: string };
}
const LABELS = {
  run: (r: number) => `${r + 1}.`,
  arrived: 'Users who arrived',
  left: 'Users who left',
  users: (n: number) => `${n} users`,
};
const optionOf = (flows: SeriesFlows) =>
  seriesSankeyOption(flows, LABELS).series[0] as unknown as {
    data: Node[];
    links: Array<{ source: string; target: string; tip: string }>;
  };

/** The March/April answer with April's communities numbered the other way round: Ball is 1, Ramen 2. */
function swapped(): SeriesFlows {
  const flows = seriesFlowsAnswer();
  const swap = (id: number) => (id === 1 ? 2 : id === 2 ? 1 : id);
  const april = flows.runs[1];
  april.communities = april.communities.map((c) => ({ ...c, cluster_id: swap(c.cluster_id) }));
  const step = flows.steps[0];
  step.flows = step.flows.map((f) => ({ ...f, to_cluster_id: swap(f.to_cluster_id) }));
  step.arrived = step.arrived.map((a) => ({ ...a, to_cluster_id: swap(a.to_cluster_id) }));
  step.events = step.events.map((e) => ({ ...e, to: e.to.map(swap) }));
  flows.tracks = flows.tracks.map((t) => ({ ...t, cluster_ids: [t.cluster_ids[0], swap(t.cluster_ids[1] ?? 0)] }));
  flows.tracks[2].cluster_ids[1] = null;
  flows.tracks[3].cluster_ids[1] = 3;
  return flows;
}

/** How many pairs of bands between two columns cross, from the nodes' order top to bottom. */
function crossings(flows: SeriesFlows): number {
  const option = optionOf(flows);
  const place = new Map(option.data.map((n, i) => [n.name, i]));
  const bands = option.links.filter((l) => !l.source.startsWith('arrived') && !l.target.startsWith('left'));
  let n = 0;
  for (const a of bands)
    for (const b of bands) {
      const [as, at, bs, bt] = [a.source, a.target, b.source, b.target].map((id) => place.get(id)!);
      if (as < bs && at > bt) n++;
    }
  return n;
}

describe('the alluvial diagram of a series', () => {
  it('keeps each tracked community in one place across the columns, so no band crosses', () => {
    const flows = swapped();
    // April's Ramen (now its community 2) stays at the top, under March's Ramen; the cats, whom a
    // ramen fan joined, under it; Ball and vote, where March's Ball and Vote went, below.
    expect(columnOrder(flows)).toEqual([
      [1, 2, 3],
      [2, 3, 1],
    ]);
    // Born of arrivals only, a community goes last.
    flows.steps[0].flows = flows.steps[0].flows.filter((f) => f.to_cluster_id !== 3);
    expect(columnOrder(flows)[1]).toEqual([2, 1, 3]);
    expect(crossings(flows)).toBe(0);
    expect(crossings(swapped())).toBe(0);
    expect(crossings(seriesFlowsAnswer())).toBe(0);
  });

  it('says how many users on hover of a node and of a band, with the unit', () => {
    const option = optionOf(seriesFlowsAnswer());
    const april = option.data.find((n) => n.name === '1:2')!;
    expect(april.display).toBe('2. · Ball and vote: 19 users');
    expect(option.links.find((l) => l.source === '0:3' && l.target === '1:2')!.tip).toBe(
      '=Vote → Ball and vote: 9 users',
    );
    expect(option.links.find((l) => l.source === 'arrived:0' && l.target === '1:3')!.tip).toBe(
      'Users who arrived → Cats: 9 users',
    );
    expect(option.data.find((n) => n.name === 'arrived:0')!.display).toBe('1. · Users who arrived: 10 users');
  });

  it('names and colours each community as its upload does, and never cuts the arrivals and departures labels', () => {
    const option = optionOf(seriesFlowsAnswer());
    expect(option.data.find((n) => n.name === '1:2')).toMatchObject({
      text: 'Ball and vote',
      itemStyle: { color: '#377eb8' },
    });
    expect(option.data.find((n) => n.name === '1:3')).toMatchObject({ text: 'Cats', itemStyle: { color: '#984ea3' } });
    const grey = option.data.filter((n) => n.name.startsWith('arrived') || n.name.startsWith('left'));
    expect(grey.length).toBeGreaterThan(0);
    for (const n of grey) expect(n.label?.overflow).toBe('break');
  });
});
