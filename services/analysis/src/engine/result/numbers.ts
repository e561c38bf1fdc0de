/** Share 0..1 as a percentage with one decimal. */
export function percent(share: number): number {
  return Math.round(share * 1000) / 10;
}

export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** NaN (unknown time or follower count) becomes null in result JSON. */
export function nanToNull(t: number): number | null {
  return Number.isNaN(t) ? null : t;
}
