import { DomainError, ErrorCode } from '@kizuna/platform/errors';

/** "3,6,10" → [3, 6, 10]; empty → the spec's "select at least one K"; k outside 1..12 refused. */
export function parseClusterCounts(list: string): number[] {
  const parts = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new DomainError(ErrorCode.KSelect, 'Please select at least one K.');
  const ks = parts.map(Number);
  const bad = parts.find((_, i) => !Number.isInteger(ks[i]) || ks[i] < 1 || ks[i] > 12);
  if (bad !== undefined)
    throw new DomainError(ErrorCode.InvalidK, `k must be a whole number from 1 to 12 (got ${bad}).`, { k: bad });
  return [...new Set(ks)].sort((a, b) => a - b);
}
