import { beforeAll, expect, it } from "vitest";
import { dataOf, directorWithSchool } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("the signed-in person's preferences (/me/preferences)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    api = createTestApp(database().db);
  });

  it("keeps the language on the account: nothing until chosen, then the same on every device, per person", async () => {
    const director = await directorWithSchool(api);
    expect(await dataOf(await api.call("GET", "/api/v1/me/preferences", director.headers))).toEqual({ language: null });

    // Chosen on the phone…
    const saved = await api.call("PUT", "/api/v1/me/preferences", director.headers, { language: "hi" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true, data: { language: "hi" } });
    // …read on the PC, another session of the same account.
    const pc = await api.signInAgain(director.userId);
    expect(await dataOf(await api.call("GET", "/api/v1/me/preferences", pc))).toEqual({ language: "hi" });
    // Changed again: the later choice stands.
    await dataOf(await api.call("PUT", "/api/v1/me/preferences", pc, { language: "en" }));
    expect(await dataOf(await api.call("GET", "/api/v1/me/preferences", director.headers))).toEqual({ language: "en" });

    // Someone else, even without a school, has their own (none yet).
    const other = await api.signIn();
    expect(await dataOf(await api.call("GET", "/api/v1/me/preferences", other.headers))).toEqual({ language: null });
    await dataOf(await api.call("PUT", "/api/v1/me/preferences", other.headers, { language: "hi" }));
    expect(await dataOf(await api.call("GET", "/api/v1/me/preferences", director.headers))).toEqual({ language: "en" });
  });

  it("refuses a language the app does not speak (400), and anyone not signed in (401)", async () => {
    const { headers } = await api.signIn();
    for (const body of [{ language: "fr" }, { language: null }, {}, { language: "HI" }]) {
      const response = await api.call("PUT", "/api/v1/me/preferences", headers, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
    expect(await dataOf(await api.call("GET", "/api/v1/me/preferences", headers))).toEqual({ language: null });
    expect((await api.call("GET", "/api/v1/me/preferences")).status).toBe(401);
    expect((await api.call("PUT", "/api/v1/me/preferences", undefined, { language: "hi" })).status).toBe(401);
  });
});
