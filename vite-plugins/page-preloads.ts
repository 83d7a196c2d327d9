import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/** The file the server reads (src/server/http/page-preloads.ts): the code each signed-in page runs first. */
export const PAGE_PRELOADS_FILE = "page-preloads.json";

export interface PagePreloads {
  /** Route patterns as in the route table (`/student-manager/:ledgerOwnerId`), each with its code files. */
  routes: { path: string; files: string[] }[];
}

const ROUTE_TABLE = fileURLToPath(new URL("../src/client/app/route-table.ts", import.meta.url));
const FULL_APP = fileURLToPath(new URL("../src/client/app/full-app.tsx", import.meta.url));

export interface RouteSource {
  path: string;
  withLayout: boolean;
  /** The page module's import specifier, relative to the route table. */
  page: string;
}

/**
 * The routes of `app/route-table.ts` with their page modules, read from its source: each entry is one
 * object literal `{ path: "…", …, withLayout: …, page: page(() => import("…")) }`. Fails when an entry
 * does not read that way, so a change of the table's shape stops the build rather than the preloads.
 */
export function readRouteTable(source: string): { routes: RouteSource[]; layout: string } {
  const routes = [
    ...source.matchAll(/\{\s*path:\s*"([^"]+)"[^{}]*?withLayout:\s*(true|false)[^{}]*?import\("([^"]+)"\)/g),
  ].map(([, path, withLayout, page]) => ({ path: path!, withLayout: withLayout === "true", page: page! }));
  const declared = source.match(/\{\s*path:\s*"/g)?.length ?? 0;
  const layout = /appLayout = page\(\(\) => import\("([^"]+)"\)/.exec(source)?.[1];
  if (routes.length === 0 || routes.length !== declared || !layout) {
    throw new Error(
      `page-preloads: read ${routes.length} of ${declared} routes${layout ? "" : " and no layout"} in route-table.ts`,
    );
  }
  return { routes, layout };
}

/**
 * Writes page-preloads.json (decision 0033): for each page inside the layout, the code files its
 * first render needs — the full app, the layout, the page, and what they import — apart from those
 * index.html already loads. The server lists them as `modulepreload` links in a signed-in page's HTML,
 * so they download beside the first scripts instead of after them.
 */
export function pagePreloads(): Plugin {
  return {
    name: "bahi:page-preloads",
    apply: "build",
    async generateBundle(_, bundle) {
      const { routes, layout } = readRouteTable(readFileSync(ROUTE_TABLE, "utf8"));
      const resolveFromTable = async (specifier: string) => {
        const resolved = await this.resolve(specifier, ROUTE_TABLE);
        if (!resolved) throw new Error(`page-preloads: cannot resolve ${specifier}`);
        return resolved.id;
      };
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("page-preloads: no entry chunk");
      const loadedByIndex = withImports(bundle, entry.fileName);
      const codeOf = (moduleId: string) => {
        // A page some other module imports too is no chunk's facade; it is then in one chunk.
        const holding = chunks.filter((candidate) => candidate.moduleIds.includes(moduleId));
        const chunk =
          holding.find((candidate) => candidate.facadeModuleId === moduleId) ??
          (holding.length === 1 ? holding[0] : undefined);
        if (!chunk) throw new Error(`page-preloads: ${holding.length} chunks hold ${moduleId}`);
        return withImports(bundle, chunk.fileName);
      };
      const appCode = [...codeOf(FULL_APP), ...codeOf(await resolveFromTable(layout))];
      const preloads: PagePreloads = { routes: [] };
      for (const route of routes.filter((r) => r.withLayout)) {
        const files = new Set([...appCode, ...codeOf(await resolveFromTable(route.page))]);
        preloads.routes.push({ path: route.path, files: [...files].filter((file) => !loadedByIndex.has(file)) });
      }
      this.emitFile({ type: "asset", fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/** A chunk's file with every file it imports statically, directly or not. */
function withImports(bundle: OutputBundle, fileName: string, found = new Set<string>()): Set<string> {
  if (found.has(fileName)) return found;
  found.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === "chunk") for (const imported of chunk.imports) withImports(bundle, imported, found);
  return found;
}
