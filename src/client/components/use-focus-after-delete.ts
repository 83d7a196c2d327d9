import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])";

// Hidden controls (the phone-only call button on a desktop) cannot take focus; jsdom has no layout,
// so there everything counts as shown.
const isShown = (element: HTMLElement) => !("checkVisibility" in element) || element.checkVisibility();

/** The row's first action (its actions cell), else its first control. */
function actionOf(row: Element): HTMLElement | null {
  for (const scope of [row.querySelector("[data-row-actions]"), row]) {
    const found = [...(scope?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find(isShown);
    if (found) return found;
  }
  return null;
}

/**
 * Where focus goes after a row is deleted. Its buttons leave the page with it, and focus would fall
 * back to <body>, so a keyboard user starts again from the top. Call the returned function with the
 * row's key as the delete starts; once the row is gone from `keys` (a `DataTable`'s row keys, in
 * order), focus moves to the next row's first action, the previous row's when it was the last, or
 * `fallback` (the list's add button) when none is left.
 */
export function useFocusAfterDelete(keys: readonly string[], fallback: RefObject<HTMLElement | null>) {
  const pending = useRef<{ deleted: string; neighbour: string | undefined } | null>(null);
  useEffect(() => {
    const current = pending.current;
    if (!current || keys.includes(current.deleted)) return;
    pending.current = null;
    const row = [...document.querySelectorAll<HTMLElement>("[data-row-key]")].find(
      (element) => element.dataset.rowKey === current.neighbour,
    );
    ((row ? actionOf(row) : null) ?? fallback.current)?.focus();
  });
  return (deleted: string) => {
    const index = keys.indexOf(deleted);
    pending.current = { deleted, neighbour: index < 0 ? undefined : (keys[index + 1] ?? keys[index - 1]) };
  };
}
