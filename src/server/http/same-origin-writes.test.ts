import { beforeAll, expect, it } from "vitest";
import { directorWithSchool, type Director } from "../test/fixtures";
import { createTestApp, TEST_PUBLIC_URL } from "../test/test-app";
import { describeEachDatabase } from "../test/test-database";

describeEachDatabase("state-changing calls only from Bahi's own origin", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  const ledger = () => ({
    schoolOwnerId: director.school._id,
    ledgerName: "Class 9",
    className: "9",
    sessionYear: "2025-26",
  });
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
  });

  function withHeaders(extra: Record<string, string>) {
    const headers = new Headers(director.headers);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return headers;
  }

  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin: null", { origin: "null" }],
    ["the same host on another port", { origin: "http://localhost:3001" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    [
      "Sec-Fetch-Site: cross-site despite a matching Origin",
      { origin: TEST_PUBLIC_URL, "sec-fetch-site": "cross-site" },
    ],
  ])("refuses a JSON write with %s (403), though the session is valid", async (_what, extra) => {
    const response = await api.call("POST", "/api/v1/ledger/add", withHeaders(extra), ledger());
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, error: { code: "FORBIDDEN" } });
    const deleteResponse = await api.call("DELETE", `/api/v1/ledger/${crypto.randomUUID()}`, withHeaders(extra));
    expect(deleteResponse.status).toBe(403);
  });

  it("accepts writes from its own origin and calls with no Origin, which their authentication judges", async () => {
    expect(
      (
        await api.call(
          "POST",
          "/api/v1/ledger/add",
          withHeaders({ origin: TEST_PUBLIC_URL, "sec-fetch-site": "same-origin" }),
          ledger(),
        )
      ).status,
    ).toBe(200);
    expect((await api.call("POST", "/api/v1/ledger/add", director.headers, ledger())).status).toBe(200);
    // No Origin and no session: not a browser's forged call, still refused by its missing authentication.
    expect((await api.call("POST", "/api/v1/ledger/add", undefined, ledger())).status).toBe(401);
  });

  it("lets a foreign page read nothing new but does not block safe methods", async () => {
    expect(
      (
        await api.call(
          "GET",
          `/api/v1/ledger/${director.school._id}`,
          withHeaders({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
        )
      ).status,
    ).toBe(200);
  });

  it("keeps JSON-only bodies: a form post from the own origin is refused as 415", async () => {
    const response = await api.app.request("/api/v1/ledger/add", {
      method: "POST",
      headers: withHeaders({ origin: TEST_PUBLIC_URL, "content-type": "application/x-www-form-urlencoded" }),
      body: new URLSearchParams({ ledgerName: "x", className: "9", sessionYear: "2025-26" }).toString(),
    });
    expect(response.status).toBe(415);
  });
});
