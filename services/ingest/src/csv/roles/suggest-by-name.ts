import { foldHeader } from './fold-header.js';
import { KNOWN_HEADERS } from './known-headers.js';
import { NO_SUGGESTION, SUGGESTED_ROLES, type ColumnSuggestion, type SuggestedRole } from './suggested-role.js';

interface Rank {
  role: SuggestedRole;
  /** Place in the role's list: lower is better. */
  rank: number;
  tools: string;
}

/** Folded name → the role it names and how good a name for it it is (built once). */
const BY_FOLDED_NAME: ReadonlyMap<string, Rank> = (() => {
  const map = new Map<string, Rank>();
  for (const role of SUGGESTED_ROLES)
    KNOWN_HEADERS[role].forEach(({ header, tools }, rank) => {
      const folded = foldHeader(header)!;
      if (map.has(folded)) throw new Error(`header ${header} is listed twice`);
      map.set(folded, { role, rank, tools });
    });
  return map;
})();

/**
 * Suggestions from the header names alone: each role goes to the column whose name ranks best
 * in KNOWN_HEADERS for it (the leftmost of equals), at most one column per role.
 */
export function suggestByName(headers: readonly string[]): ColumnSuggestion[] {
  const out: ColumnSuggestion[] = headers.map(() => NO_SUGGESTION);
  const best = new Map<SuggestedRole, { column: number; rank: Rank }>();
  headers.forEach((header, column) => {
    const folded = foldHeader(header);
    const rank = folded === null ? undefined : BY_FOLDED_NAME.get(folded);
    if (!rank) return;
    const held = best.get(rank.role);
    if (!held || rank.rank < held.rank.rank) best.set(rank.role, { column, rank });
  });
  for (const [role, { column, rank }] of best) out[column] = { role, source: 'name', tool: rank.tools };
  return out;
}
