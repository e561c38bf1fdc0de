import { formatCount } from '../shared/format-count';

/**
 * The follower cell of the raw data table: 0, -1 and a missing count all mean "not known" and show
 * as a dash (spec §2, §9). The rule is the graph's, so both screens show the same thing.
 */
export function followerCell(count: number | null | undefined): string {
  return formatCount(count);
}
