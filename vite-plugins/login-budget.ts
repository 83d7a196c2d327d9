/**
 * The first-load budget of issue 16: JavaScript (gzip -9) the browser needs to show /login. Shared
 * by the test that fails when it is exceeded and by `npm run bench -- login`.
 */
export const LOGIN_JS_BUDGET_BYTES = 120 * 1024;

/** The manifest Vite writes with `build.manifest`: one entry per source module that became a chunk. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The sign-in page's own module, the lazy route /login loads. */
const LOGIN_PAGE = "features/auth/login-page.tsx";

/** Files of the app entry and of the sign-in page, with every chunk they import statically. */
export function loginScriptFiles(manifest: ViteManifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit("index.html");
  visit(LOGIN_PAGE);
  return [...seen].map((key) => manifest[key]!.file);
}
