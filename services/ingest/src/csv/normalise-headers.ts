/**
 * Header names as shown on the mapping screen and used in error_columns: trimmed, an empty
 * name becomes `column_<n>` (one-based position), and a repeated name gets `_2`, `_3`, ... in
 * order of appearance. Duplicates are renamed rather than rejected because roles are mapped
 * by column index, so two same-named columns are harmless once they can be told apart.
 */
export function normaliseHeaders(raw: readonly string[]): string[] {
  const trimmed = raw.map((name, index) => name.trim() || `column_${index + 1}`);
  const taken = new Set(trimmed);
  const seen = new Map<string, number>();
  return trimmed.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    let suffix = count;
    let renamed = `${name}_${suffix}`;
    while (taken.has(renamed)) renamed = `${name}_${++suffix}`;
    taken.add(renamed);
    return renamed;
  });
}
