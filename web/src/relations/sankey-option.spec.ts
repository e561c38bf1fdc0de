import { describe, expect, it } from '@jest/globals';
import type { RunComparison } from '@kizuna/http-api';
import { comparisonBands, sankeyOption } from './sankey-option';

const comparison: RunComparison = {
  first: {
    process_id: 'a',
    k: 2,
    communities: [
      { cluster_id: 1, name: 'ramen', color: '#ff0000', size: 5 },
      { cluster_id: 2, name: 'ball', color: '#00ff00', size: 2 },
    ],
  },
  second: {
    process_id: 'b',
    k: 3,
    communities: [
      { cluster_id: 1, name: 'soup', color: '#0000ff', size: 3 },
      { cluster_id: 2, name: 'game', color: '#00ffff', size: 2 },
      { cluster_id: 3, name: 'noodle', color: '#ff00ff', size: 2 },
    ],
  },
  users: [
    [3, 0, 2],
    [0, 2, 0],
  ],
  only_first: 0,
  only_second: 0,
};

describe('the run comparison diagram', () => {
  it('lists the bands with users, largest first', () => {
    expect(comparisonBands(comparison)).toEqual([
      { from: 1, to: 1, users: 3 },
      { from: 1, to: 3, users: 2 },
      { from: 2, to: 2, users: 2 },
    ]);
  });

  it('draws each run’s communities in their colours and names, bands in the colour they leave', () => {
    const series = sankeyOption(comparison, (k) => `k=${k}`).series[0];
    expect(series.data.map((n) => [n.name, n.display, n.itemStyle.color])).toEqual([
      ['1:1', 'k=2 · ramen', '#ff0000'],
      ['1:2', 'k=2 · ball', '#00ff00'],
      ['2:1', 'k=3 · soup', '#0000ff'],
      ['2:2', 'k=3 · game', '#00ffff'],
      ['2:3', 'k=3 · noodle', '#ff00ff'],
    ]);
    expect(series.links.map((l) => [l.source, l.target, l.value, l.lineStyle.color])).toEqual([
      ['1:1', '2:1', 3, '#ff0000'],
      ['1:1', '2:3', 2, '#ff0000'],
      ['1:2', '2:2', 2, '#00ff00'],
    ]);
  });

  it('escapes community names in its HTML tooltips (a name is the user’s own text)', () => {
    const markup = '<img src=x onerror=alert(1)><b>"x"</b>';
    const named = structuredClone(comparison);
    named.first.communities[0].name = markup;
    const series = sankeyOption(named, (k) => `k=${k}`).series[0];
    const nodeTip = series.tooltip.formatter({ dataType: 'node', data: series.data[0] });
    expect(nodeTip).toBe('k=2 · &lt;img src=x onerror=alert(1)&gt;&lt;b&gt;&quot;x&quot;&lt;/b&gt;');
    const bandTip = series.tooltip.formatter({ dataType: 'edge', data: series.links[0] });
    expect(bandTip).toBe('&lt;img src=x onerror=alert(1)&gt;&lt;b&gt;&quot;x&quot;&lt;/b&gt; → soup: 3');
    // The label is drawn as text, not HTML: it keeps the name as typed.
    expect(series.label.formatter({ data: series.data[0] })).toBe(`k=2 · ${markup}`);
  });
});
