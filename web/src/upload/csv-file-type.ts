const CSV_TYPES = new Set(['text/csv', 'application/csv', 'application/vnd.ms-excel', '']);

/**
 * Spec §5 accepted types: text/csv or application/csv. Browsers report CSV inconsistently
 * (Windows often says application/vnd.ms-excel, some say nothing), so the .csv name decides then.
 */
export function looksLikeCsv(file: { name: string; type: string }): boolean {
  if (file.type === 'text/csv' || file.type === 'application/csv') return true;
  return CSV_TYPES.has(file.type) && /\.csv$/i.test(file.name);
}
