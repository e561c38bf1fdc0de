// `text.replace(/\/+$/, '')` reads like a trim but is quadratic: the regular expression is tried
// from every slash of a long run that a later character then refuses. These loops are linear.

/** The text without the given character repeated at its end ("a//" → "a"). */
export function trimTrailing(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end -= 1;
  return text.slice(0, end);
}

/** The text without the given character repeated at its start or end ("__a__" → "a"). */
export function trimBoth(text: string, char: string): string {
  let start = 0;
  while (start < text.length && text[start] === char) start += 1;
  return trimTrailing(text.slice(start), char);
}
