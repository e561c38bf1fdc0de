/**
 * Header names as shown on the mapping screen and used in error_columns: trimmed, an empty
 * name becomes `column_<n>` (one-based position), and a repeated name gets `_2`, `_3`, ... in
 * order of appearance. Duplicates are renamed rather than rejected because roles are mapped
 * by column index, so two same-named columns are harmless once they can be told apart.
 *
 * Linear in the header's length: each name keeps the next suffix to try, so a suffix already
 * taken (`a,a_2,a_3,…,a,a,a`) is skipped once per name, never once per repeat.
 */
export function normaliseHeaders(raw: readonly string[]): string[] {
  const trimmed = raw.map((name, index) => name.trim() || `column_${index + 1}`);
  const taken = new Set(trimmed);
  const seen = new Set<string>();
  const nextSuffix = new Map<string, number>();
  return trimmed.map((name) => {
    if (!seen.has(name)) {
      seen.add(name);
      return name;
    }
    let suffix = nextSuffix.get(name) ?? 2;
    let renamed = `${name}_${suffix}`;
    while (taken.has(renamed)) renamed = `${name}_${++suffix}`;
    nextSuffix.set(name, suffix + 1);
    taken.add(renamed);
    return renamed;
  });
}
