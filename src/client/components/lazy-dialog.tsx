import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";

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
    useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return LazyDialog;
}

function whenIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
}
