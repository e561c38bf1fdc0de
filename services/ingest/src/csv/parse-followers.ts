const PLAIN = /^-?\d+$/;
// pandas writes integer columns that held a gap as floats ("1234.0").
const WHOLE_FLOAT = /^\d+\.0+$/;
// Excel with a number format writes thousands separators ("1,234"); the cell is quoted then.
const GROUPED = /^\d{1,3}(?:,\d{3})+$/;

/** No follower count is written in more characters than this. */
export const FOLLOWERS_TEXT_MAX = 64;

/**
 * A follower count: a whole number ≥ -1 (-1 is the source systems' "unknown"). An empty cell
 * is null (no count). Anything else is undefined, meaning invalid.
 */
export function parseFollowers(value: string): number | null | undefined {
  const text = value.trim();
  if (text.length === 0) return null;
  // Length before any pattern: no safe integer needs more (with commas or a pandas ".0").
  if (text.length > FOLLOWERS_TEXT_MAX) return undefined;
  let count: number;
  if (PLAIN.test(text)) count = Number(text);
  else if (WHOLE_FLOAT.test(text)) count = Number(text.slice(0, text.indexOf('.')));
  else if (GROUPED.test(text)) count = Number(text.replaceAll(',', ''));
  else return undefined;
  return Number.isSafeInteger(count) && count >= -1 ? count : undefined;
}
