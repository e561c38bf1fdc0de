/** Enter and Space activate a focused clickable row, as they would a button (WAI-ARIA). */
export function isActivationKey(key: string): boolean {
  return key === 'Enter' || key === ' ';
}
