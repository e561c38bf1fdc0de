import { describe, expect, it } from '@jest/globals';
import type { GraphNode } from '@kizuna/http-api';
import { graphUrlState } from './graph-url-state';
import { initialSelection } from './selection-reducer';
import { initialTimeWindow } from '../time/time-window';

const user = (id: string, start: number | null, end: number | null): GraphNode => ({
  id,
  node_id: id,
  label: id,
  type: 'node',
  cluster_id: 0,
  color: '#000000',
  original_color: '#000000',
  start_date: start,
  end_date: end,
  x: 0,
  y: 0,
  size: 1,
});

describe('graphUrlState.restore', () => {
  it("restores the link's community, window and follow over the run's whole time range", () => {
    const graph = {
      nodes: [user('a', 120_000, 300_000), user('b', null, null), user('c', 60_000, 180_000)],
      time_range_data: [[600_000, 4]] as [number, number][],
    };
    expect(graphUrlState.restore('?community=2&from=120000&to=240000&follow=1', graph)).toEqual({
      selection: { type: 'restore', communityId: 2, nodeId: null },
      time: { type: 'range', min: 60_000, max: 600_000, window: { start: 120_000, end: 240_000 }, follow: true },
    });
  });

  it('restores a user, and a plain link gives the plain view', () => {
    const graph = { nodes: [user('a', 0, 60_000)], time_range_data: [] };
    expect(graphUrlState.restore('?user=a', graph).selection).toEqual({
      type: 'restore',
      communityId: null,
      nodeId: 'a',
    });
    expect(graphUrlState.restore('', graph)).toEqual({
      selection: { type: 'restore', communityId: null, nodeId: null },
      time: { type: 'range', min: 0, max: 60_000, window: null, follow: false },
    });
  });

  it('leaves the time filter alone when the run has no times at all', () => {
    const graph = { nodes: [user('a', null, null)], time_range_data: [] };
    expect(graphUrlState.restore('?from=1&to=2', graph).time).toBeNull();
  });
});

describe('graphUrlState.toWrite', () => {
  const time = { ...initialTimeWindow, min: 0, max: 600_000, window: { start: 60_000, end: 120_000 } };

  it('writes the selection and window, and nothing when the URL already says so', () => {
    const selection = { ...initialSelection, communityId: 4 };
    expect(graphUrlState.toWrite(selection, time, '')).toBe('?community=4&from=60000&to=120000');
    expect(graphUrlState.toWrite(selection, time, '?community=4&from=60000&to=120000')).toBeNull();
    expect(graphUrlState.toWrite(initialSelection, initialTimeWindow, '?user=x')).toBe('');
  });

  it('keeps the URL as it is while the window is dragged or played', () => {
    expect(graphUrlState.toWrite(initialSelection, { ...time, dragging: true }, '')).toBeNull();
    expect(graphUrlState.toWrite(initialSelection, { ...time, playing: true }, '')).toBeNull();
    expect(graphUrlState.toWrite(initialSelection, { ...time, panelsFollow: true }, '')).toBe(
      '?from=60000&to=120000&follow=1',
    );
  });
});
