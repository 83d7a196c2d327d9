import type { Plugin } from "vite";

const SONNER = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
const INSERT_CSS = /^__insertCSS\(".*"\);$/m;

/**
 * sonner adds its stylesheet as a <style> element when its module loads, which our CSP
 * (`style-src 'self'`, decision 0030) refuses. The same CSS is imported statically from
 * styles.css, so the build drops the run-time insertion; a sonner release that renames it fails the build.
 */
export function noRuntimeStyles(): Plugin {
  return {
    name: "bahi-no-runtime-styles",
    enforce: "pre",
    transform(code, id) {
      if (!SONNER.test(id)) return null;
      if (!INSERT_CSS.test(code))
        this.error("sonner no longer inserts its CSS with __insertCSS(…): revisit vite-plugins/no-runtime-styles.ts");
      return { code: code.replace(INSERT_CSS, ""), map: null };
    },
  };
}
