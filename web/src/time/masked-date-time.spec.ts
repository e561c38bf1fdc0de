import { describe, expect, it } from '@jest/globals';
import { formatMaskedDateTime, maskDateTime, parseMaskedDateTime } from './masked-date-time';

describe('maskDateTime', () => {
  it('places typed digits into year-month-day hour:minute as they come', () => {
    expect(maskDateTime('2')).toBe('2');
    expect(maskDateTime('20261')).toBe('2026-1');
    expect(maskDateTime('2026112')).toBe('2026-11-2');
    expect(maskDateTime('202611231')).toBe('2026-11-23 1');
    expect(maskDateTime('202611231745')).toBe('2026-11-23 17:45');
    expect(maskDateTime('2026-11-23 17:45')).toBe('2026-11-23 17:45');
    expect(maskDateTime('2026112317459')).toBe('2026-11-23 17:45');
  });

  it('takes only 0 or 1 as the first month digit, and up to 2 after a 1 (spec §5)', () => {
    expect(maskDateTime('20262')).toBe('2026');
    expect(maskDateTime('202613')).toBe('2026-1');
    expect(maskDateTime('202612')).toBe('2026-12');
    expect(maskDateTime('202600')).toBe('2026-0');
  });

  it('takes only 0–3 as the first day digit, and no day past 31 (spec §5)', () => {
    expect(maskDateTime('2026014')).toBe('2026-01');
    expect(maskDateTime('20260132')).toBe('2026-01-3');
    expect(maskDateTime('20260131')).toBe('2026-01-31');
  });

  it('limits hour and minute digits (spec §5)', () => {
    expect(maskDateTime('202601013')).toBe('2026-01-01');
    expect(maskDateTime('2026010124')).toBe('2026-01-01 2');
    expect(maskDateTime('2026010123')).toBe('2026-01-01 23');
    expect(maskDateTime('20260101236')).toBe('2026-01-01 23');
    expect(maskDateTime('202601012359')).toBe('2026-01-01 23:59');
  });

  it('ignores letters and other characters', () => {
    expect(maskDateTime('ab2026/11/23T17:45')).toBe('2026-11-23 17:45');
  });
});

describe('parseMaskedDateTime', () => {
  it('reads a complete value in Asia/Tokyo', () => {
    expect(parseMaskedDateTime('2026-11-23 00:00')).toBe(Date.parse('2026-11-22T15:00:00Z'));
    expect(formatMaskedDateTime(Date.parse('2026-11-22T15:00:00Z'))).toBe('2026-11-23 00:00');
  });

  it('answers null while incomplete or for a day that does not exist', () => {
    expect(parseMaskedDateTime('2026-11-23 1')).toBeNull();
    expect(parseMaskedDateTime('2026-02-30 10:00')).toBeNull();
    expect(parseMaskedDateTime('2028-02-29 10:00')).not.toBeNull();
  });
});
