/** The list with the item at `from` moved one place up (-1) or down (+1); at an end, the list as it is. */
export function moveItem<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}
