/** UTF-8's byte order mark: Excel reads a CSV as UTF-8 (and Japanese correctly) only with it. */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV cell, safe from formula injection: a value starting with = + - @, a tab or a carriage
 * return is prefixed with an apostrophe so that a spreadsheet shows it as text; a value with a
 * comma, quote or line break is quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line with its CRLF ending (RFC 4180). */
export function csvLine(values: readonly string[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}
