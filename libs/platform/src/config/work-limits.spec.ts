import { describe, expect, it } from '@jest/globals';
import { WORK_GROUPS } from '@kizuna/proto/rules';
import { DEFAULT_WORK_LIMITS, parseWorkLimits, uniformWorkLimits } from './work-limits.js';

describe('WORK_LIMITS', () => {
  it('keeps the defaults for groups not named', () => {
    expect(parseWorkLimits('')).toEqual(DEFAULT_WORK_LIMITS);
    expect(parseWorkLimits(' download=30/2 , upload=5/1 ')).toEqual({
      ...DEFAULT_WORK_LIMITS,
      download: { perMinute: 30, inFlight: 2 },
      upload: { perMinute: 5, inFlight: 1 },
    });
  });

  it('refuses what it cannot read, naming it', () => {
    expect(() => parseWorkLimits('downloads=30/2')).toThrow('"downloads=30/2"');
    expect(() => parseWorkLimits('download=30')).toThrow('whole numbers');
    expect(() => parseWorkLimits('download=30/0')).toThrow('whole numbers');
    expect(() => parseWorkLimits('download=1.5/2')).toThrow('whole numbers');
    expect(() => parseWorkLimits('download=3/2/1')).toThrow('whole numbers');
    expect(() => parseWorkLimits('download')).toThrow('expected group=perMinute/inFlight');
  });

  it('writes the same limit for every group in the form it reads', () => {
    const limits = parseWorkLimits(uniformWorkLimits(1000, 20));
    for (const group of WORK_GROUPS) expect(limits[group]).toEqual({ perMinute: 1000, inFlight: 20 });
  });
});
