import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A component whose code is fetched when first rendered, or earlier with `preload()` / `load()`. */
export type PreloadableLazy<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download; failures are left for the render to report. */
  preload: () => void;
  /** The download, shared by every caller; a failed one is tried again on the next call. */
  load: () => Promise<unknown>;
};

/**
 * `React.lazy` that does not suspend when its code has already arrived.
 *
 * A plain `lazy` suspends on its first render even when its module is in memory (its import promise
 * settles only on a later tick): the boundary shows its spinner and React then holds the real
 * content back until 300 ms after that spinner appeared (its Suspense throttling), which kept every
 * page's text ~450 ms behind its first paint. Given an already loaded module, React's lazy takes
 * an answer handed to `then` at once, and renders in the same pass.
 */
export function preloadableLazy<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): PreloadableLazy<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => (loaded ? settledWith(loaded) : load()));
  return Object.assign(Component, { preload: () => void load().catch(() => undefined), load });
}

/** A thenable that calls back before `then` returns: React's lazy reads the module in the same call. */
function settledWith<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (value: T) => unknown) => (onFulfilled(value), thenable) };
  return thenable as unknown as Promise<T>;
}
