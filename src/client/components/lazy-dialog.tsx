import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { whenIdle } from "../lib/when-idle";

/**
 * A dialog whose code — its form, the zod schemas, Radix — loads when the page has shown, not before
 * (decision 0031): once the user first taps, clicks or types on the page, in an idle moment
 * (decision 0053), and mounted from its first opening on, so closing still animates and returns focus
 * as before. Until loaded, an opening waits for it.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    useEffect(() => loadAfterFirstInteraction(load), []);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return LazyDialog;
}

let idleLoads = Promise.resolve();

/**
 * One dialog's code at a time, each in its own idle moment: loaded together, their modules (zod and
 * the schemas first) were evaluated in one long task just after the page showed, which a tap or a
 * scroll then waited for (decision 0033).
 */
export function loadWhenIdle(load: () => Promise<unknown>) {
  idleLoads = idleLoads.then(
    () =>
      new Promise<void>((resolve) =>
        whenIdle(
          () =>
            void load().then(
              () => resolve(),
              () => resolve(),
            ),
        ),
      ),
  );
}

/** What counts as the user starting to use the page: a tap or click (pointerdown) or a key. */
const INTERACTIONS = ["pointerdown", "keydown"] as const;
/** Loads waiting for the first interaction; null once it has happened. */
let waitingForInteraction: (() => Promise<unknown>)[] | null = [];

/**
 * Dialog code is not needed before the user does something, and evaluating it (zod's schemas above
 * all: 100–500 ms each on a 4x slowed phone) in the page's first seconds blocked the main thread just
 * as the page became usable (decision 0053). So it waits for the first tap or key anywhere on the
 * page — a pointerdown comes before its click, so the dialog being opened starts loading at once —
 * and then loads one at a time in idle moments, as before.
 */
export function loadAfterFirstInteraction(load: () => Promise<unknown>) {
  if (waitingForInteraction === null) return loadWhenIdle(load);
  waitingForInteraction.push(load);
  if (waitingForInteraction.length > 1) return;
  const start = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    const loads = waitingForInteraction ?? [];
    waitingForInteraction = null;
    for (const waiting of loads) loadWhenIdle(waiting);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
}
