import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { deferredStylesheet } from "./vite-plugins/deferred-stylesheet.ts";
import { noRuntimeStyles } from "./vite-plugins/no-runtime-styles.ts";
import { pagePreloads } from "./vite-plugins/page-preloads.ts";
import { precompress } from "./vite-plugins/precompress.ts";
import { webManifest } from "./vite-plugins/web-manifest.ts";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  define: {
    // Shown on /latest-update so a director can tell which build their phone runs.
    __BAHI_VERSION__: JSON.stringify(version),
    __BAHI_BUILT_AT__: JSON.stringify(new Date().toISOString()),
  },
  plugins: [
    noRuntimeStyles(),
    react(),
    tailwindcss(),
    VitePWA({
      // The app asks before swapping code under an open form ("A new version is ready — Reload").
      registerType: "prompt",
      // Registered from lib/pwa after the first paint, so the sign-in page's load stays small.
      injectRegister: false,
      manifest: webManifest,
      workbox: {
        // The whole shell, every page's code and the PDF fonts: any screen opens without a network.
        globPatterns: ["**/*.{js,css,html,svg,png,ttf}"],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        navigateFallback: "/index.html",
        // Sign-in redirects, the development checkout and the API (including the /api/v1/events
        // stream, which no cache may hold) must always reach the server; so must a file such as
        // /robots.txt, which is the file or a 404, never the app's HTML.
        navigateFallbackDenylist: [/^\/api\//, /^\/dev-idp\//, /^\/dev-pay\//, /\.[a-z0-9]+$/i],
        cleanupOutdatedCaches: true,
      },
    }),
    deferredStylesheet(),
    pagePreloads(),
    precompress(),
  ],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // Radix's scroll lock, without a <style> element our CSP would refuse (decision 0030).
      "react-style-singleton": fileURLToPath(new URL("./src/client/lib/csp/style-singleton.ts", import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL("./dist/client", import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every screen runs, /login included, in one file: fewer requests and
          // better compression than the slivers automatic splitting makes, and a file that stays
          // cached across deployments of the app's own code. Only these: anything else here would
          // weigh on /login (e2e/page-weight.spec.ts). The router and i18next, which the sign-in
          // screen does without, are the app's own file beside it (decision 0051).
          groups: [
            {
              name: "vendor",
              test: /node_modules[\\/](react|react-dom|scheduler|clsx)[\\/]/,
            },
            {
              name: "vendor-app",
              test: /node_modules[\\/](react-router|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
          ],
          // Automatic splitting made one file per set of pages sharing a module: the ledger page
          // loaded ~75 files, most near 1 KB (an icon, a hook), six at a time over HTTP/1.1. Common
          // chunks under 8 KB (source size) are copied into the chunks that use them instead, one
          // module state kept by rolldown's runtime: 15 files (decision 0031). Styles stay files.
          experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: /\.css(\?|$)/ },
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": "http://127.0.0.1:3000",
      "/dev-idp": "http://127.0.0.1:3000",
      "/dev-pay": "http://127.0.0.1:3000",
    },
  },
});
