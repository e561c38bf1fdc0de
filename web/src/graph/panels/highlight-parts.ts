/**
 * A text cut around every case-insensitive occurrence of a keyword (or of any of several: the
 * earliest first, the longest where two start together), for highlighting them.
 */
export function highlightParts(
  text: string,
  keywords: string | readonly string[] | null,
): Array<{ text: string; hit: boolean }> {
  const needles = (typeof keywords === 'string' ? [keywords] : (keywords ?? []))
    .map((k) => k.toLowerCase())
    .filter((k) => k !== '');
  if (needles.length === 0) return [{ text, hit: false }];
  const lower = text.toLowerCase();
  const parts: Array<{ text: string; hit: boolean }> = [];
  let from = 0;
  for (;;) {
    let at = -1;
    let length = 0;
    for (const needle of needles) {
      const found = lower.indexOf(needle, from);
      if (found >= 0 && (at < 0 || found < at || (found === at && needle.length > length))) {
        at = found;
        length = needle.length;
      }
    }
    if (at < 0) break;
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + length), hit: true });
    from = at + length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return parts;
}
