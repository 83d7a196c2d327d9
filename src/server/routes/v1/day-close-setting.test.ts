import { beforeAll, expect, it } from "vitest";
import type { School } from "../../../shared/api/school";
import { dataOf, directorWithSchool, staffOf, type Director, type StaffMember } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("The owner's setting 'Staff may close the day' (issue 28)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let staff: StaffMember;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    staff = await staffOf(api, director);
  });
  const setting = (staffMayCloseDay: boolean, headers = director.headers) =>
    api.call("PUT", `/api/v1/school/${director.school._id}`, headers, {
      schoolName: "Saraswati Vidya Mandir",
      directorName: "Ramesh Kumar",
      contactNumber: "9876543210",
      address: "Station Road",
      staffMayCloseDay,
    });
  const staffCloses = (day: string) =>
    api.call("POST", `/api/v1/day-book/${day}/close`, staff.headers, { cashCounted: 0 });

  it("is off by default; when the owner turns it on staff close a day, when off again they are refused", async () => {
    expect((await staffCloses("2025-05-01")).status).toBe(403);
    expect((await setting(true, staff.headers)).status).toBe(403);
    const on = await dataOf<School>(await setting(true));
    expect(on.staffMayCloseDay).toBe(true);
    expect((await staffCloses("2025-05-01")).status).toBe(200);
    // Without the field the setting stays as it is (the set-up form does not send it).
    const kept = await api.call("PUT", `/api/v1/school/${director.school._id}`, director.headers, {
      schoolName: "Saraswati Vidya Mandir",
      directorName: "Ramesh Kumar",
      contactNumber: "9876543210",
      address: "Station Road",
    });
    expect((await dataOf<School>(kept)).staffMayCloseDay).toBe(true);
    expect((await dataOf<School>(await setting(false))).staffMayCloseDay).toBe(false);
    expect((await staffCloses("2025-05-02")).status).toBe(403);
  });
});
