import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { outDir: fileURLToPath(new URL("./dist/client", import.meta.url)), emptyOutDir: true, sourcemap: false },
  server: { proxy: { "/api": "http://127.0.0.1:3000", "/dev-idp": "http://127.0.0.1:3000" } },
});
