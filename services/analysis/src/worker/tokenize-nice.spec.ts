import { describe, expect, it } from '@jest/globals';
import { tokenizeNice } from './tokenize-nice.js';

describe('tokenizeNice', () => {
  it('runs the tokenize threads six steps below the other worker threads, at most at 19', () => {
    expect(tokenizeNice(10)).toBe(16);
    expect(tokenizeNice(1)).toBe(7);
    expect(tokenizeNice(15)).toBe(19);
    expect(tokenizeNice(19)).toBe(19);
  });

  it('lowers nothing when the worker threads are not lowered', () => {
    expect(tokenizeNice(0)).toBe(0);
  });
});
