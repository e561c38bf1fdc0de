import { describe, expect, it } from '@jest/globals';
import { chartModeFrom, communitySeries } from './community-series';

const communities = [
  { cluster_id: 1, label: '#料理', color: '#ff0000' },
  { cluster_id: 2, label: 'Politics', color: '#00ff00' },
  { cluster_id: 3, label: 'Quiet', color: '#0000ff' },
];
const byCluster = {
  '1': [
    [0, 5],
    [60_000, 2],
  ] as [number, number][],
  '2': [
    [0, 1],
    [60_000, 7],
  ] as [number, number][],
};
const overall: [number, number][] = [
  [0, 6],
  [60_000, 9],
];

describe('communitySeries', () => {
  it('draws every community in its colour, stacked, with the total as a thin unstacked line', () => {
    const series = communitySeries(communities, byCluster, overall, {
      mode: 'stacked',
      selected: null,
      totalName: 'All',
    });
    expect(series.map((s) => s.id)).toEqual(['community-1', 'community-2', 'community-3', 'total']);
    expect(series.slice(0, 3).map((s) => s.itemStyle.color)).toEqual(['#ff0000', '#00ff00', '#0000ff']);
    expect(series.slice(0, 3).every((s) => s.stack === 'communities' && s.areaStyle)).toBe(true);
    expect(series[0].data).toEqual(byCluster['1']);
    // A community without posts in the buckets is still in the chart (and its legend), empty.
    expect(series[2].data).toEqual([]);
    const total = series[3];
    expect(total.stack).toBeUndefined();
    expect(total.lineStyle.width).toBe(1);
    expect(total.data).toEqual(overall);
  });

  it('draws plain lines when the user chose lines, and fades all but the selected community', () => {
    const series = communitySeries(communities, byCluster, overall, { mode: 'lines', selected: 2, totalName: 'All' });
    expect(series.every((s) => s.stack === undefined && s.areaStyle === undefined)).toBe(true);
    expect(series[1].lineStyle.opacity).toBe(1);
    expect(series[1].lineStyle.width).toBeGreaterThan(series[0].lineStyle.width);
    expect(series[0].lineStyle.opacity).toBeLessThan(1);
  });
});

describe('chartModeFrom', () => {
  it('reads back lines, and stacked otherwise', () => {
    expect(chartModeFrom('lines')).toBe('lines');
    expect(chartModeFrom('stacked')).toBe('stacked');
    expect(chartModeFrom(null)).toBe('stacked');
    expect(chartModeFrom('garbage')).toBe('stacked');
  });
});
