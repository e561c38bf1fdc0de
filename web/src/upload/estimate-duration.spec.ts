import { describe, it, expect } from '@jest/globals';
import { estimateDuration, POSTS_PER_SECOND } from './estimate-duration';

describe('estimateDuration', () => {
  it('starts at 0 hours 0 minutes for small files', () => {
    expect(estimateDuration(0)).toEqual({ hours: 0, minutes: 0 });
    expect(estimateDuration(POSTS_PER_SECOND * 60 - 1)).toEqual({ hours: 0, minutes: 0 });
  });

  it('counts whole minutes and carries into hours', () => {
    expect(estimateDuration(POSTS_PER_SECOND * 60)).toEqual({ hours: 0, minutes: 1 });
    expect(estimateDuration(POSTS_PER_SECOND * 60 * 61)).toEqual({ hours: 1, minutes: 1 });
  });

  it('treats negative counts as zero', () => {
    expect(estimateDuration(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
