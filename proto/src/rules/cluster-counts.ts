/** The community counts the upload form offers (spec §9). */
export const CLUSTER_COUNT_CHOICES: readonly number[] = [3, 6, 10];

/** The range the server accepts for k: the spec's second reading adds XL = 12, and the graph slider runs from 1. */
export const K_MIN = 1;
export const K_MAX = 12;

export function isAllowedK(k: number): boolean {
  return Number.isInteger(k) && k >= K_MIN && k <= K_MAX;
}
