/** A copy of `items` with the item at `from` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  const copy = [...items];
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return copy;
  [copy[from], copy[to]] = [copy[to]!, copy[from]!];
  return copy;
}
