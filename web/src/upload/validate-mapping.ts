import { REQUIRED_ROLES, type ColumnRole } from './column-mapping';

export type MappingProblem = { kind: 'missing_columns'; missing: ColumnRole[] } | { kind: 'no_cluster_count' };

/**
 * The checks 'Next' runs before registering (spec §5): Time, AuthorId and Contents mapped (the
 * missing ones listed in that order), then at least one k chosen. Null when the mapping is complete.
 */
export function validateMapping(roles: readonly ColumnRole[], clusterCounts: readonly number[]): MappingProblem | null {
  const missing = REQUIRED_ROLES.filter((role) => !roles.includes(role));
  if (missing.length > 0) return { kind: 'missing_columns', missing };
  if (clusterCounts.length === 0) return { kind: 'no_cluster_count' };
  return null;
}
