/** Failures counted under a key are forgotten this long after the last one. */
export const FAILURES_FORGOTTEN_AFTER_MS = 3_600_000;
/** The first wait, doubling with each further failure. */
const FIRST_WAIT_MS = 30_000;
/** The longest wait one key can impose. */
const MAX_WAIT_MS = 15 * 60_000;

/** Failures allowed before a wait begins, per kind of key. */
export const FREE_FAILURES = {
  /** One account from one address: someone guessing (or mistyping) from there. */
  pair: 5,
  /** One account from addresses it has never signed in from: guessing spread over many addresses. */
  account: 10,
  /** One address over every account: guessing many accounts from there (an office NAT shares one). */
  address: 30,
} as const;

/**
 * How long after the latest failure the next attempt must wait: nothing for the first free
 * failures, then 30 seconds, doubling with each failure, at most 15 minutes. A wait, not a lock:
 * the owner signing in from an address of their own is never held up by someone else's guesses.
 */
export function backoffMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(failures - free, 30));
}
