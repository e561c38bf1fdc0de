import { describe, expect, it } from '@jest/globals';
import { orderByPosts } from './order-by-posts';

describe('orderByPosts', () => {
  it('puts runs in the order of their first posts, then last posts; unknown dates last as picked', () => {
    const runs = ['may', 'unknown', 'march', 'april-long', 'april', 'also-unknown'].map((process_id) => ({
      process_id,
    }));
    const dates = new Map([
      ['may', { first_post: 500, last_post: 600 }],
      ['march', { first_post: 100, last_post: 200 }],
      ['april', { first_post: 300, last_post: 350 }],
      ['april-long', { first_post: 300, last_post: 400 }],
      ['unknown', { first_post: null, last_post: null }],
    ]);
    expect(orderByPosts(runs, dates).map((r) => r.process_id)).toEqual([
      'march',
      'april',
      'april-long',
      'may',
      'unknown',
      'also-unknown',
    ]);
  });
});
