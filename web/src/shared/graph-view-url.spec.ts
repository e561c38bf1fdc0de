import { describe, expect, it } from '@jest/globals';
import { readGraphViewUrl, writeGraphViewUrl } from './graph-view-url';

describe('graph view in the URL', () => {
  it('round-trips a community, a user and a window', () => {
    const views = [
      { communityId: 3, nodeId: null, window: { start: 60_000, end: 120_000 }, follow: true },
      { communityId: 3, nodeId: null, window: { start: 60_000, end: 120_000 }, follow: false },
      { communityId: null, nodeId: 'user #1/東京', window: null, follow: true },
      { communityId: null, nodeId: null, window: null, follow: false },
    ];
    for (const view of views) expect(readGraphViewUrl(writeGraphViewUrl(view))).toEqual(view);
    expect(writeGraphViewUrl(views[3])).toBe('');
    expect(writeGraphViewUrl(views[0])).toBe('?community=3&from=60000&to=120000&follow=1');
  });
  it('ignores malformed parts', () => {
    expect(readGraphViewUrl('?community=x&from=5&to=1&user=&follow=yes')).toEqual({
      communityId: null,
      nodeId: null,
      window: null,
      follow: false,
    });
    expect(readGraphViewUrl('?from=1&to=abc').window).toBeNull();
  });
  it('names the user rather than a community when both are set', () => {
    expect(writeGraphViewUrl({ communityId: 2, nodeId: 'a', window: null, follow: false })).toBe('?user=a');
  });
});
