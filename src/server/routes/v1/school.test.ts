import { beforeAll, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../app";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

const details = {
  schoolName: "  Saraswati Vidya Mandir ",
  directorName: "Ramesh Kumar",
  contactNumber: "+91 98765-43210",
  address: "Station Road, Sitamarhi",
};

describeEachDatabase("school routes", (database) => {
  let api: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    api = createTestApp(database().db);
  });

  it("answers 401 in the error envelope without a session", async () => {
    for (const [method, path] of [
      ["GET", "/api/v1/school/uid/anyone"],
      ["POST", "/api/v1/school/add"],
      ["PUT", `/api/v1/school/${crypto.randomUUID()}`],
    ] as const) {
      const response = await api.call(method, path, undefined, method === "GET" ? undefined : details);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, error: { code: "UNAUTHENTICATED" } });
    }
  });

  it("returns null before set-up, then creates the school with trimmed, normalised fields", async () => {
    const { userId, headers } = await api.signIn();
    const before = await api.call("GET", `/api/v1/school/uid/${userId}`, headers);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ success: true, data: null });

    const created = await api.call("POST", "/api/v1/school/add", headers, { ...details, uid: userId });
    expect(created.status).toBe(200);
    const { data } = (await created.json()) as { data: Record<string, string> };
    expect(data).toMatchObject({
      schoolName: "Saraswati Vidya Mandir",
      contactNumber: "9876543210",
      uid: userId,
    });
    expect(data.schoolId).toMatch(/^[2-9A-Z]{8}$/);

    const after = await api.call("GET", `/api/v1/school/uid/${userId}`, headers);
    expect(((await after.json()) as { data: { _id: string } }).data._id).toBe(data._id);
  });

  it("takes the optional UPI ID at set-up, checked by the profile's rule", async () => {
    const { headers } = await api.signIn();
    const refused = await api.call("POST", "/api/v1/school/add", headers, { ...details, upiVpa: "svm@" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { issues: [{ path: "upiVpa", message: "Enter a UPI ID like schoolname@okaxis." }] },
    });
    const created = await api.call("POST", "/api/v1/school/add", headers, {
      ...details,
      upiVpa: " svm.sitamarhi@okaxis ",
    });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ data: { upiVpa: "svm.sitamarhi@okaxis" } });
    // Without one, slips print without a QR code, as before.
    const other = await api.signIn();
    expect(
      await (await api.call("POST", "/api/v1/school/add", other.headers, { ...details, upiVpa: "" })).json(),
    ).toMatchObject({ data: { upiVpa: "" } });
  });

  it("refuses a second school for the same user with 409", async () => {
    const { headers } = await api.signIn();
    expect((await api.call("POST", "/api/v1/school/add", headers, details)).status).toBe(200);
    const second = await api.call("POST", "/api/v1/school/add", headers, details);
    expect(second.status).toBe(409);
  });

  it("reports every invalid field with its message", async () => {
    const { headers } = await api.signIn();
    const response = await api.call("POST", "/api/v1/school/add", headers, {
      schoolName: " ",
      directorName: "",
      contactNumber: "98765",
      address: "Somewhere",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
    expect(body.error.code).toBe("VALIDATION");
    expect(body.error.issues).toEqual(
      expect.arrayContaining([
        { path: "schoolName", message: "Enter the school name." },
        { path: "directorName", message: "Enter the director's name." },
        { path: "contactNumber", message: "Phone number must be 10 digits!" },
      ]),
    );
    expect(body.error.issues.some((issue) => issue.path === "address")).toBe(false);
  });

  it("answers 404 for another user's uid and school, and changes nothing", async () => {
    const owner = await api.signIn();
    const created = await api.call("POST", "/api/v1/school/add", owner.headers, details);
    const school = ((await created.json()) as { data: { _id: string; schoolName: string } }).data;
    const intruder = await api.signIn();

    expect((await api.call("GET", `/api/v1/school/uid/${owner.userId}`, intruder.headers)).status).toBe(404);
    const put = await api.call("PUT", `/api/v1/school/${school._id}`, intruder.headers, {
      ...details,
      schoolName: "Taken over",
    });
    expect(put.status).toBe(404);
    expect(await put.json()).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
    expect(
      (await api.call("POST", "/api/v1/school/add", intruder.headers, { ...details, uid: owner.userId })).status,
    ).toBe(404);
    expect((await api.call("PUT", "/api/v1/school/not-a-uuid", intruder.headers, details)).status).toBe(404);

    const unchanged = await api.call("GET", `/api/v1/school/uid/${owner.userId}`, owner.headers);
    expect(((await unchanged.json()) as { data: { schoolName: string } }).data.schoolName).toBe(school.schoolName);
  });

  it("updates the owner's school with validation like the set-up form", async () => {
    const { headers } = await api.signIn();
    const created = await api.call("POST", "/api/v1/school/add", headers, details);
    const { _id } = ((await created.json()) as { data: { _id: string } }).data;
    const bad = await api.call("PUT", `/api/v1/school/${_id}`, headers, { ...details, contactNumber: "12345678901" });
    expect(bad.status).toBe(400);
    const good = await api.call("PUT", `/api/v1/school/${_id}`, headers, { ...details, schoolName: "New Name" });
    expect(good.status).toBe(200);
    expect(((await good.json()) as { data: { schoolName: string } }).data.schoolName).toBe("New Name");
  });

  it("refuses bodies over the size limit with 413 and malformed JSON with 400", async () => {
    const { headers } = await api.signIn();
    const huge = JSON.stringify({ ...details, address: "x".repeat(MAX_BODY_BYTES) });
    const tooLarge = await api.call("POST", "/api/v1/school/add", headers, huge);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ success: false, error: { code: "PAYLOAD_TOO_LARGE" } });
    const malformed = await api.call("POST", "/api/v1/school/add", headers, "{not json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ success: false });
  });

  it("serves health and an OpenAPI document without a session", async () => {
    const health = await api.call("GET", "/api/v1/health");
    expect(await health.json()).toEqual({ success: true, data: { status: "ok" } });
    const doc = (await (await api.call("GET", "/api/v1/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/school/uid/{uid}", "/school/add", "/school/{schoolId}", "/health"]),
    );
  });
});
