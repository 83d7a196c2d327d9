import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  define: { __BAHI_VERSION__: JSON.stringify("test"), __BAHI_BUILT_AT__: JSON.stringify("2026-01-01T00:00:00.000Z") },
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "bench/**/*.test.ts",
      "scripts/**/*.test.ts",
      "vite-plugins/**/*.test.ts",
      "eslint.config.test.ts",
      "prettier.config.test.ts",
    ],
    environment: "node",
    setupFiles: ["src/test-setup.ts"],
    globalSetup: ["src/server/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two cores do best with two workers.
    maxWorkers: 2,
  },
});
