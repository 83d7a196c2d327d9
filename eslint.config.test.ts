import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Each probe is an in-memory file placed where a new file would sit; ESLint resolves its imports
// from that path exactly as `npm run lint` does for a file on disk.
const eslint = new ESLint({ cwd: fileURLToPath(new URL(".", import.meta.url)) });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("architecture boundaries (eslint.config.js)", () => {
  it.each([
    [
      "a route imports db/",
      "src/server/routes/v1/probe.ts",
      'import * as schema from "../../db/schema";\nvoid schema;\n',
      "Routes never import db/",
    ],
    [
      "a route imports db/ through the @ alias",
      "src/server/routes/v1/probe.ts",
      'import type { Database } from "@/server/db/database";\nexport type X = Database;\n',
      "Routes never import db/",
    ],
    [
      "shared imports the server",
      "src/shared/probe.ts",
      'import { readEnv } from "../server/env";\nvoid readEnv;\n',
      "src/shared is pure",
    ],
    [
      "shared imports the client",
      "src/shared/rules/probe.ts",
      'import { i18next } from "@/client/lib/i18n";\nvoid i18next;\n',
      "src/shared is pure",
    ],
    [
      "a feature imports another feature",
      "src/client/features/ledgers/probe.ts",
      'import "../students/i18n";\n',
      "Features never import each other",
    ],
    [
      "the client imports the server",
      "src/client/lib/probe.ts",
      'import { readEnv } from "../../server/env";\nvoid readEnv;\n',
      "The client never imports the server",
    ],
    [
      "the server imports the client",
      "src/server/services/probe.ts",
      'import { i18next } from "../../client/lib/i18n";\nvoid i18next;\n',
      "The server never imports the client",
    ],
    [
      "a document imports the client",
      "src/documents/probe.ts",
      'import { i18next } from "../client/lib/i18n";\nvoid i18next;\n',
      "Documents are pure generators",
    ],
    [
      "a document imports the server",
      "src/documents/omr-sheet/probe.ts",
      'import { readEnv } from "../../server/env";\nvoid readEnv;\n',
      "Documents are pure generators",
    ],
  ])("fails lint when %s", async (_case, filePath, source, message) => {
    const errors = await boundaryErrors(filePath, source);
    expect(errors).toHaveLength(source.split("import").length - 1);
    for (const error of errors) expect(error).toContain(message);
  });

  it("allows what the rules allow: a feature's own files, shared UI, shared code, services using db/", async () => {
    expect(
      await boundaryErrors(
        "src/client/features/ledgers/probe.ts",
        'import "./i18n";\nimport { Button } from "../../components/ui/button";\nimport { formatRupees } from "@/shared/money";\nvoid Button; void formatRupees;\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "src/server/services/ledger/probe.ts",
        'import * as schema from "../../db/schema";\nvoid schema;\n',
      ),
    ).toEqual([]);
  });
});
