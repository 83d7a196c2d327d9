import { beforeAll, expect, it } from "vitest";
import type { ActivityEntry } from "../../../shared/api/activity";
import type { Ledger } from "../../../shared/api/ledger";
import type { Student, StudentPage } from "../../../shared/api/student";
import { MAX_STUDENT_PHOTO_BYTES } from "../../../shared/api/student-photo";
import { addLedger, addStudent, dataOf, directorWithSchool, staffOf, type Director } from "../../test/fixtures";
import { photoBlob, tinyJpeg } from "../../test/jpeg-photo";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

/** Bytes that start like a JPEG, `size` long: the server checks the magic bytes and the size, not the picture. */
function jpegOfSize(size: number, fill = 0x11): Uint8Array {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

describeEachDatabase("student photo routes", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let ledger: Ledger;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    ledger = await addLedger(api, director);
  });

  const photoPath = (studentId: string) => `/api/v1/student/${studentId}/photo`;
  const put = (studentId: string, body: Blob, headers = director.headers) =>
    api.call("PUT", photoPath(studentId), headers, body);
  const fetchStudent = async (id: string) =>
    dataOf<Student>(await api.call("GET", `/api/v1/student/${id}`, director.headers));

  it("stores a JPEG, serves it with a private cache and an ETag, and answers 304 while it is current", async () => {
    const student = await addStudent(api, director, ledger);
    expect(student.photoVersion).toBeNull();
    expect((await api.call("GET", photoPath(student._id), director.headers)).status).toBe(404);

    const set = await put(student._id, photoBlob());
    expect(set.status).toBe(200);
    const { photoVersion } = (await set.json()).data as { photoVersion: string };
    expect(photoVersion).toMatch(/^[\w-]{10,}$/);
    expect((await fetchStudent(student._id)).photoVersion).toBe(photoVersion);
    const page = (await (
      await api.call("GET", `/api/v1/student/ledger/${ledger._id}`, director.headers)
    ).json()) as StudentPage;
    expect(page.data.find((row) => row._id === student._id)?.photoVersion).toBe(photoVersion);

    const got = await api.call("GET", `${photoPath(student._id)}?v=${photoVersion}`, director.headers);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/jpeg");
    expect(got.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    const etag = got.headers.get("etag");
    expect(etag).toBe(`"${photoVersion}"`);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(tinyJpeg());

    const again = await api.call(
      "GET",
      photoPath(student._id),
      new Headers([...director.headers, ["If-None-Match", etag!]]),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    const stale = await api.call(
      "GET",
      photoPath(student._id),
      new Headers([...director.headers, ["If-None-Match", '"something-else"']]),
    );
    expect(stale.status).toBe(200);
  });

  it("replaces a photo with a new version, removes it, and records both in the activity log", async () => {
    const student = await addStudent(api, director, ledger, { name: "Kavya" });
    const first = (await dataOf<{ photoVersion: string }>(await put(student._id, photoBlob()))).photoVersion;
    const replacement = jpegOfSize(2_000, 0x22);
    const second = (await dataOf<{ photoVersion: string }>(await put(student._id, photoBlob(replacement))))
      .photoVersion;
    expect(second).not.toBe(first);
    const old = await api.call(
      "GET",
      photoPath(student._id),
      new Headers([...director.headers, ["If-None-Match", `"${first}"`]]),
    );
    expect(old.status).toBe(200);
    expect(new Uint8Array(await old.arrayBuffer())).toEqual(replacement);

    expect((await api.call("DELETE", photoPath(student._id), director.headers)).status).toBe(200);
    expect((await fetchStudent(student._id)).photoVersion).toBeNull();
    expect((await api.call("GET", photoPath(student._id), director.headers)).status).toBe(404);
    // Removing again is already done: 200, and no second entry.
    expect((await api.call("DELETE", photoPath(student._id), director.headers)).status).toBe(200);

    const log = (await (
      await api.call("GET", `/api/v1/activity?studentId=${student._id}`, director.headers)
    ).json()) as { data: ActivityEntry[] };
    expect(log.data.map((entry) => [entry.action, entry.entity, entry.code, entry.params.student])).toEqual([
      ["update", "student", "studentPhotoRemoved", "Kavya"],
      ["update", "student", "studentPhotoSet", "Kavya"],
      ["update", "student", "studentPhotoSet", "Kavya"],
      ["create", "student", "studentCreated", "Kavya"],
    ]);
  });

  it("takes a photo of exactly 50 KB and refuses a larger one with 413", async () => {
    const student = await addStudent(api, director, ledger);
    expect((await put(student._id, photoBlob(jpegOfSize(MAX_STUDENT_PHOTO_BYTES)))).status).toBe(200);
    const tooLarge = await put(student._id, photoBlob(jpegOfSize(MAX_STUDENT_PHOTO_BYTES + 1, 0x33)));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ success: false, error: { code: "PAYLOAD_TOO_LARGE" } });
    const stored = await api.call("GET", photoPath(student._id), director.headers);
    expect((await stored.arrayBuffer()).byteLength).toBe(MAX_STUDENT_PHOTO_BYTES);
  });

  it("refuses anything but a JPEG with 415: another content type, or bytes that are not a JPEG", async () => {
    const student = await addStudent(api, director, ledger);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    for (const body of [
      photoBlob(tinyJpeg(), "image/png"),
      photoBlob(png),
      photoBlob(new TextEncoder().encode("GIF89a"), "image/jpeg"),
      photoBlob(new Uint8Array(), "image/jpeg"),
    ]) {
      const response = await put(student._id, body);
      expect({ type: body.type, status: response.status }).toEqual({ type: body.type, status: 415 });
      expect(await response.json()).toMatchObject({ success: false, error: { code: "UNSUPPORTED_MEDIA_TYPE" } });
    }
    const json = await api.call("PUT", photoPath(student._id), director.headers, {
      photo: "data:image/jpeg;base64,/9j/",
    });
    expect(json.status).toBe(415);
    expect((await fetchStudent(student._id)).photoVersion).toBeNull();
  });

  it("answers 404 on every photo route for another school's student and an unknown one, changing nothing", async () => {
    const student = await addStudent(api, director, ledger);
    await put(student._id, photoBlob());
    const intruder = await directorWithSchool(api, "Intruder School");
    for (const id of [student._id, crypto.randomUUID()]) {
      for (const [method, body] of [
        ["GET", undefined],
        ["PUT", photoBlob(jpegOfSize(100))],
        ["DELETE", undefined],
      ] as const) {
        const response = await api.call(method, photoPath(id), intruder.headers, body);
        expect({ method, status: response.status }).toEqual({ method, status: 404 });
        expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
      }
    }
    const kept = await api.call("GET", photoPath(student._id), director.headers);
    expect(new Uint8Array(await kept.arrayBuffer())).toEqual(tinyJpeg());
  });

  it("lets staff set, read and remove a photo", async () => {
    const staff = await staffOf(api, director);
    const student = await addStudent(api, director, ledger);
    expect((await put(student._id, photoBlob(), staff.headers)).status).toBe(200);
    expect((await api.call("GET", photoPath(student._id), staff.headers)).status).toBe(200);
    expect((await api.call("DELETE", photoPath(student._id), staff.headers)).status).toBe(200);
  });

  it("goes with the student when the student is deleted", async () => {
    const student = await addStudent(api, director, ledger);
    await put(student._id, photoBlob());
    expect((await api.call("DELETE", `/api/v1/student/${student._id}`, director.headers)).status).toBe(200);
    expect((await api.call("GET", photoPath(student._id), director.headers)).status).toBe(404);
  });
});
