/** A share (0–1) as a whole percent. */
export function sharePercent(share: number): string {
  return `${(share * 100).toFixed(0)}%`;
}
