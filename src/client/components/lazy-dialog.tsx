import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { whenIdle } from "../lib/when-idle";

/**
 * A dialog whose code — its form, the zod schemas, Radix — loads when the page has shown, not before
 * (decision 0031): it is fetched once the browser is idle, and mounted from its first opening on,
 * so closing still animates and returns focus as before. Until loaded, an opening waits for it.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    useEffect(() => loadWhenIdle(load), []);
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
