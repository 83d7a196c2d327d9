import { expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("site info", (database) => {
  it("serves the configured contact details without a session", async () => {
    const api = createTestApp(database().db);
    const response = await api.call("GET", "/api/v1/site-info");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: {
        legalName: "Bahi",
        supportPhone: "+91 90000 00000",
        supportEmail: "support@example.com",
        operationalAddress: "Sitamarhi, Bihar 843301",
      },
    });
  });
});
