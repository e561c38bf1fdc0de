/** No header this long is a name the table knows; longer ones are not folded at all. */
export const FOLDED_HEADER_MAX = 100;

/**
 * A header name as the table compares it: full-width letters made half-width (NFKC), lower
 * case, and spaces, dots, underscores and hyphens dropped, so `Full Text`, `full_text`,
 * `FULL.TEXT` and `ＦｕｌｌＴｅｘｔ` are one name. Null for a name too long to be one the table knows.
 */
export function foldHeader(header: string): string | null {
  if (header.length > FOLDED_HEADER_MAX) return null;
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._-]+/g, '');
}
