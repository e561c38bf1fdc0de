import { describe, expect, it } from '@jest/globals';
import { readGraphViewUrl, writeGraphViewUrl } from './graph-view-url';

describe('graph view in the URL', () => {
  it('round-trips a community, a user and a window', () => {
    const views = [
      { communityId: 3, nodeId: null, window: { start: 60_000, end: 120_000 } },
      { communityId: null, nodeId: 'user #1/東京', window: null },
      { communityId: null, nodeId: null, window: null },
    ];
    for (const view of views) expect(readGraphViewUrl(writeGraphViewUrl(view))).toEqual(view);
    expect(writeGraphViewUrl(views[2])).toBe('');
  });
  it('ignores malformed parts', () => {
    expect(readGraphViewUrl('?community=x&from=5&to=1&user=')).toEqual({
      communityId: null,
      nodeId: null,
      window: null,
    });
    expect(readGraphViewUrl('?from=1&to=abc').window).toBeNull();
  });
  it('names the user rather than a community when both are set', () => {
    expect(writeGraphViewUrl({ communityId: 2, nodeId: 'a', window: null })).toBe('?user=a');
  });
});
