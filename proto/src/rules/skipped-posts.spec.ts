import { describe, expect, it } from '@jest/globals';
import { mergeSkips, skippedPosts } from './skipped-posts.js';

describe('skipped posts', () => {
  it('adds the steps together and states them in one order, leaving out reasons with none', () => {
    const merged = mergeSkips({ interactions: 1, english_tokenizer: 2 }, undefined, {
      english_tokenizer: 1,
      tokenizer: 0,
    });
    expect(skippedPosts(merged)).toEqual({
      total: 4,
      reasons: [
        { reason: 'english_tokenizer', count: 3 },
        { reason: 'interactions', count: 1 },
      ],
    });
  });

  it('says none when nothing was skipped', () => {
    expect(skippedPosts(undefined)).toEqual({ total: 0, reasons: [] });
  });
});
