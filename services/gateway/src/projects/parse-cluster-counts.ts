import { isAllowedK, K_MAX, K_MIN } from '@kizuna/proto/rules';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';

/** "3,6,10" → [3, 6, 10]; empty → the spec's "select at least one k"; k outside K_MIN..K_MAX refused. */
export function parseClusterCounts(list: string): number[] {
  const parts = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new DomainError(ErrorCode.KSelect, 'Please select at least one k.');
  const ks = parts.map(Number);
  const bad = parts.find((_, i) => !isAllowedK(ks[i]));
  if (bad !== undefined)
    throw new DomainError(ErrorCode.InvalidK, `k must be a whole number from ${K_MIN} to ${K_MAX} (got ${bad}).`, {
      k: bad,
    });
  return [...new Set(ks)].sort((a, b) => a - b);
}
