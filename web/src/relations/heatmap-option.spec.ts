import { describe, expect, it } from '@jest/globals';
import type { InteractionMatrix } from '@kizuna/http-api';
import { heatmapOption } from './heatmap-option';

const matrix: InteractionMatrix = {
  k: 2,
  communities: [
    { cluster_id: 1, name: 'ramen', color: '#ff0000', size: 5 },
    { cluster_id: 2, name: 'ball', color: '#00ff00', size: 2 },
  ],
  retweets: [
    [3, 1],
    [0, 0],
  ],
  replies: [
    [0, 0],
    [0, 0],
  ],
  mentions: [
    [0, 0],
    [0, 0],
  ],
  total: [
    [3, 1],
    [0, 0],
  ],
  inside_share: [0.75, null],
  window: null,
};

describe('the who-amplifies-whom heatmap', () => {
  const labels = { from: 'from', to: 'to' };
  it('puts the authors’ communities on rows and counts in the cells', () => {
    const option = heatmapOption(matrix, 'count', labels);
    expect(option.yAxis.data).toEqual(['ramen', 'ball']);
    expect(option.series[0].data).toEqual([
      [0, 0, 3],
      [1, 0, 1],
      [0, 1, 0],
      [1, 1, 0],
    ]);
    expect(option.visualMap.max).toBe(3);
  });

  it('shows each row’s shares in percent, an empty row as zeros', () => {
    expect(heatmapOption(matrix, 'share', labels).series[0].data).toEqual([
      [0, 0, 75],
      [1, 0, 25],
      [0, 1, 0],
      [1, 1, 0],
    ]);
  });

  it('escapes community names in its HTML tooltip; axis labels keep them as typed', () => {
    const named = structuredClone(matrix);
    named.communities[1].name = '<img src=x onerror=alert(1)>';
    const option = heatmapOption(named, 'count', labels);
    expect(option.tooltip.formatter({ value: [1, 0, 1] })).toBe('ramen → &lt;img src=x onerror=alert(1)&gt;: 1');
    expect(option.xAxis.data[1]).toBe('<img src=x onerror=alert(1)>');
  });
});
