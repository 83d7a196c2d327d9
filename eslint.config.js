// ESLint: TypeScript and React hooks rules, plus the layout rules of docs/architecture.md as import
// boundaries, so a file that crosses a boundary fails `npm run lint` (and so `npm test`).
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./src/client/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The import boundaries; each zone forbids `target` files from importing anything under `from`. */
export const boundaryZones = [
  {
    target: "./src/shared",
    from: ["./src/client", "./src/server", "./src/documents"],
    message: "src/shared is pure: it imports nothing of client, server or documents.",
  },
  { target: "./src/client", from: "./src/server", message: "The client never imports the server." },
  { target: "./src/server", from: "./src/client", message: "The server never imports the client." },
  {
    target: "./src/documents",
    from: ["./src/client", "./src/server"],
    message: "Documents are pure generators: no client or server imports.",
  },
  {
    target: "./src/server/routes",
    from: "./src/server/db",
    message: "Routes never import db/: call a service.",
  },
  // One zone per feature: it may import itself, never another feature.
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: "./src/client/features",
    except: [`./${feature}`],
    message: "Features never import each other: move shared code to components/ or lib/.",
  })),
];

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "test-results/", "playwright-report/", "data/", "src/server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
);
