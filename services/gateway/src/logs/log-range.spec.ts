import { describe, expect, it } from '@jest/globals';
import { parseLogRange } from './log-range.js';

const iso = (ms: number) => new Date(ms).toISOString();

describe('parseLogRange', () => {
  it('reads Asia/Tokyo times and includes the whole last minute, second or day', () => {
    const r = parseLogRange('2026-03-01 00:00', '2026-03-01 23:59');
    expect([iso(r.fromMs), iso(r.toMs)]).toEqual(['2026-02-28T15:00:00.000Z', '2026-03-01T14:59:59.999Z']);
    const s = parseLogRange('2026/03/01 09:30:15', '2026-03-01 09:30:15');
    expect([iso(s.fromMs), iso(s.toMs)]).toEqual(['2026-03-01T00:30:15.000Z', '2026-03-01T00:30:15.999Z']);
    const d = parseLogRange('2026-03-01', '2026-03-01');
    expect([iso(d.fromMs), iso(d.toMs)]).toEqual(['2026-02-28T15:00:00.000Z', '2026-03-01T14:59:59.999Z']);
  });

  it('defaults to the last 7 days in Tokyo, from 00:00 six days ago to today 23:59:59', () => {
    // 2026-03-10 08:00 in Tokyo is 2026-03-09 23:00 UTC.
    const r = parseLogRange('', '', Date.parse('2026-03-09T23:00:00Z'));
    expect([iso(r.fromMs), iso(r.toMs)]).toEqual(['2026-03-03T15:00:00.000Z', '2026-03-10T14:59:59.999Z']);
  });

  it('refuses impossible dates, other formats and a start after the end, naming the field', () => {
    for (const bad of ['2026-02-30 00:00', '2026-03-01 24:00', '2026-03-01 10:60', '01/03/2026', 'yesterday'])
      expect(() => parseLogRange(bad, '')).toThrow(expect.objectContaining({ params: { field: 'date_start' } }));
    expect(() => parseLogRange('', '2026-13-01 00:00')).toThrow(
      expect.objectContaining({ code: 'errors.log_range_invalid', params: { field: 'date_end' } }),
    );
    expect(() => parseLogRange('2026-03-02 00:00', '2026-03-01 23:59')).toThrow(
      expect.objectContaining({ code: 'errors.log_range_invalid' }),
    );
  });
});
