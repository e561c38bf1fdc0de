import { describe, expect, it } from '@jest/globals';
import { parseRelations } from './parse-relations.js';

describe('parseRelations', () => {
  it('reads a retweet at the start, lowercasing the name, and where the body starts', () => {
    const text = 'RT @Alice_01: hello world';
    const rel = parseRelations(text);
    expect(rel).toEqual({ retweetOf: 'alice_01', replyTo: null, mentions: [], bodyStart: 14 });
    expect(text.slice(rel.bodyStart)).toBe('hello world');
  });

  it('counts only the first RT of a chain and ignores names inside the retweeted body', () => {
    expect(parseRelations('RT @a: RT @b: look at @c')).toEqual({
      retweetOf: 'a',
      replyTo: null,
      mentions: [],
      bodyStart: 7,
    });
  });

  it('accepts leading spaces, lowercase rt, old-style RTs without colon and full-width at signs', () => {
    expect(parseRelations('  rt @Bob: hi').retweetOf).toBe('bob');
    expect(parseRelations('RT @bob hi').retweetOf).toBe('bob');
    expect(parseRelations('RT ＠Taro: こんにちは').retweetOf).toBe('taro');
  });

  it('does not take RT in the middle of a post as a retweet', () => {
    expect(parseRelations('great RT @bob: hi')).toEqual({
      retweetOf: null,
      replyTo: null,
      mentions: ['bob'],
      bodyStart: 0,
    });
  });

  it('reads a reply from a leading @name and other names as mentions, each once', () => {
    expect(parseRelations('@Carol thanks, cc @dave @DAVE and @carol')).toEqual({
      retweetOf: null,
      replyTo: 'carol',
      mentions: ['dave'],
      bodyStart: 0,
    });
  });

  it('treats .@name at the start as a mention, not a reply', () => {
    expect(parseRelations('.@erin said so')).toEqual({
      retweetOf: null,
      replyTo: null,
      mentions: ['erin'],
      bodyStart: 0,
    });
  });

  it('ignores mail addresses and finds names after Japanese text', () => {
    expect(parseRelations('mail me at x@example.com').mentions).toEqual([]);
    expect(parseRelations('ありがとう@hanako さん').mentions).toEqual(['hanako']);
  });

  it('returns nothing for a plain post', () => {
    expect(parseRelations('just words')).toEqual({ retweetOf: null, replyTo: null, mentions: [], bodyStart: 0 });
  });
});
