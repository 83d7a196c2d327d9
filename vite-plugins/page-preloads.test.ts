import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appRoutes } from "../src/client/app/route-table";
import { readRouteTable } from "./page-preloads";

describe("readRouteTable (decision 0033)", () => {
  it("reads every route of the real route table, with its layout flag, and the layout's module", () => {
    const { routes, layout } = readRouteTable(
      readFileSync(new URL("../src/client/app/route-table.ts", import.meta.url), "utf8"),
    );
    expect(routes.map(({ path, withLayout }) => ({ path, withLayout }))).toEqual(
      appRoutes.map(({ path, withLayout }) => ({ path, withLayout })),
    );
    expect(routes.find((route) => route.path === "/")?.page).toBe("../features/ledgers/ledger-details-page");
    expect(layout).toBe("./layout/app-layout");
  });

  it("stops the build when an entry does not read as expected", () => {
    expect(() =>
      readRouteTable(`appLayout = page(() => import("./l"));\n{ path: "/", withLayout: true, page: somethingElse }`),
    ).toThrow(/read 0 of 1 routes/);
  });
});
