/**
 * Display names that are the id with some of its characters in capitals (a label is the first
 * spelling seen of a screen name, the id its lowercase: nearly every label differs from its id so)
 * travel as a bit per capital instead of as text: bit i set, the id's i-th UTF-16 unit upper-cased.
 * Ids of up to 32 units; any other label travels as text.
 */
export const CASE_MASK_UNITS = 32;

/** The mask that makes `label` from `id`, or 0 when none does (then the label travels as text). */
export function caseMask(id: string, label: string): number {
  if (label.length !== id.length || id.length > CASE_MASK_UNITS || label === id) return 0;
  let mask = 0;
  for (let i = 0; i < id.length; i++) {
    if (label[i] === id[i]) continue;
    // Only where upper-casing the id's unit gives the label's unit, one for one.
    if (id[i].toUpperCase() !== label[i]) return 0;
    mask += 2 ** i;
  }
  return mask;
}

/** The label a mask makes of an id. */
export function withCase(id: string, mask: number): string {
  let out = '';
  for (let i = 0; i < id.length; i++) out += Math.floor(mask / 2 ** i) % 2 ? id[i].toUpperCase() : id[i];
  return out;
}
