/**
 * Characters the engine's loader splits lines on besides `\n` that JSON.stringify leaves raw
 * (NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR): a document holding one would come back as two
 * corrupt halves. Written as JSON escapes they read back as the same string.
 */
const RAW_SEPARATORS = /[\u0085\u2028\u2029]/g;

export function escapeLineSeparators(line: string): string {
  return line.replace(RAW_SEPARATORS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
