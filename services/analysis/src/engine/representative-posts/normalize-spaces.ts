/** Whitespace runs as one space, trimmed. Most texts are normal already: they are returned as they are, not copied. */
export function normalizeSpaces(text: string): string {
  return isNormal(text) ? text : text.replace(/\s+/g, ' ').trim();
}

function isNormal(text: string): boolean {
  let previousSpace = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20) {
      if (previousSpace) return false;
      previousSpace = true;
    } else if (isWhitespace(code)) {
      return false;
    } else {
      previousSpace = false;
    }
  }
  return !previousSpace || text.length === 0;
}

/** The characters of JavaScript's \s (and of String.prototype.trim). */
function isWhitespace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
