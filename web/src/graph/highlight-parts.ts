/** A text cut around every case-insensitive occurrence of a keyword, for highlighting it. */
export function highlightParts(text: string, keyword: string | null): Array<{ text: string; hit: boolean }> {
  if (!keyword) return [{ text, hit: false }];
  const lower = text.toLowerCase();
  const needle = keyword.toLowerCase();
  const parts: Array<{ text: string; hit: boolean }> = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0 && needle !== ''; at = lower.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return parts;
}
