import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Written by the client build (vite-plugins/page-preloads.ts). */
const PAGE_PRELOADS_FILE = "page-preloads.json";

interface PagePreloads {
  routes: { path: string; files: string[] }[];
}

/**
 * The code files a signed-in page runs before its first paint (decision 0033), by the route patterns
 * of the client's route table: a path matches a pattern segment by segment, `:name` standing for any
 * one segment, letters compared regardless of case (as React Router matches). A build without the
 * list (an older one, or a test's) preloads nothing.
 */
export function readPagePreloads(clientDir: string): (pathname: string) => string[] {
  const file = join(clientDir, PAGE_PRELOADS_FILE);
  if (!existsSync(file)) return () => [];
  const { routes } = JSON.parse(readFileSync(file, "utf8")) as PagePreloads;
  const patterns = routes.map((route) => ({
    segments: segmentsOf(route.path),
    files: route.files.map((name) => `/${name}`),
  }));
  return (pathname) => {
    const segments = segmentsOf(pathname);
    const match = patterns.find(
      (pattern) =>
        pattern.segments.length === segments.length &&
        pattern.segments.every((expected, i) =>
          expected.startsWith(":") ? segments[i] !== "" : expected.toLowerCase() === segments[i]!.toLowerCase(),
        ),
    );
    return match?.files ?? [];
  };
}

/** A path's segments; a trailing slash makes no difference, as in the client's router. */
function segmentsOf(path: string): string[] {
  return path.split("/").filter((segment, i, all) => i > 0 && !(segment === "" && i === all.length - 1));
}
