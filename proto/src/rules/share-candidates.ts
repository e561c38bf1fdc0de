/**
 * The Share dialog's autocomplete (share_candidates) lists colleagues only from this many typed
 * characters on: one or two letters would walk the whole directory a page at a time.
 */
export const SHARE_PREFIX_MIN = 3;
/** Addresses the autocomplete offers at once. */
export const SHARE_CANDIDATES_MAX = 10;

interface Candidate {
  email: string;
  supplierCode: string;
}

/**
 * Who a caller may find by part of an address: an admin anyone, anyone else only the accounts of
 * their own company code. An account without a company code finds only others without one, so a
 * company's directory is never listed to someone outside it. A whole address typed in full can
 * still be shared with across company codes (share_project); only the listing is narrowed.
 */
export function shareCandidates(
  prefix: string,
  caller: { isAdmin: boolean; supplierCode: string },
  found: readonly Candidate[],
): string[] {
  const start = prefix.trim().toLowerCase();
  if (start.length < SHARE_PREFIX_MIN) return [];
  return found
    .filter((u) => caller.isAdmin || u.supplierCode === caller.supplierCode)
    .map((u) => u.email)
    .filter((e) => e.toLowerCase().startsWith(start))
    .slice(0, SHARE_CANDIDATES_MAX);
}
