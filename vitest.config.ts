import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "bench/**/*.test.ts"],
    environment: "node",
    setupFiles: ["src/test-setup.ts"],
    globalSetup: ["src/server/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two cores do best with two workers.
    maxWorkers: 2,
  },
});
