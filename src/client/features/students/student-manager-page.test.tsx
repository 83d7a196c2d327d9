// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Ledger } from "@/shared/api/ledger";
import type { Student } from "@/shared/api/student";
import {
  PHONE_NUMBER_MESSAGE,
  PHONE_NUMBER_REQUIRED_MESSAGE,
  STUDENT_NAME_REQUIRED_MESSAGE,
} from "@/shared/rules/messages";
import { deferred, fail, fakeSchool, mockApi, ok, type MockResponse } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import StudentManagerPage from "./student-manager-page";

// The page's dialogs load once it is idle (lazyDialog); compiled here first, as a browser has them
// cached, so a test's waits do not include compiling them on a loaded machine.
beforeAll(() =>
  Promise.all([
    import("./components/student-form-dialog"),
    import("./components/import-students-dialog"),
    import("./components/delete-student-dialog"),
    import("./concessions/concessions-dialog"),
    import("./tuition-certificates/tuition-certificate-dialog"),
  ]),
);

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));
// jsdom has no canvas: the shrinking runs in a real browser; here it is stood in for.
const shrinkStudentPhoto = vi.hoisted(() => vi.fn());
vi.mock("../../lib/photo/shrink-photo", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  shrinkStudentPhoto,
}));

const ledger: Ledger = {
  _id: "ledger-1",
  ledgerName: "Class 10 A",
  className: "10",
  sessionYear: "2025-26",
  schoolOwnerId: fakeSchool._id,
  studentCount: 45,
  transactionCount: 0,
  outstanding: 0,
  collected: 0,
  owingCount: 0,
  createdAt: "2025-04-01T00:00:00.000Z",
  updatedAt: "2025-04-01T00:00:00.000Z",
};
const student = (n: number, overrides: Partial<Student> = {}): Student => ({
  _id: `student-${n}`,
  name: `Student ${n}`,
  fatherName: "",
  motherName: "",
  dateOfBirth: "",
  rollNumber: String(n),
  phoneNumber: "9876543210",
  address: "",
  ledgerOwnerId: ledger._id,
  schoolOwnerId: fakeSchool._id,
  transactionCount: 0,
  balance: 0,
  photoVersion: null,
  ...overrides,
});

/** A server of `total` students, paged and searched like the real one. */
function studentServer(
  total: number,
  extra: Record<string, (request: { body: unknown; url: URL }) => MockResponse> = {},
) {
  const all = Array.from({ length: total }, (_, i) => student(i + 1));
  return mockApi({
    [`GET /ledger/${fakeSchool._id}`]: () => ok([ledger]),
    "GET /student/ledger/ledger-1": ({ url }) => {
      const page = Number(url.searchParams.get("page"));
      const limit = Number(url.searchParams.get("limit"));
      const search = (url.searchParams.get("search") ?? "").toLowerCase();
      const found = all.filter((s) => s.name.toLowerCase().includes(search) || s.rollNumber.includes(search));
      return {
        body: {
          success: true,
          data: found.slice((page - 1) * limit, page * limit),
          currentPage: page,
          totalPages: Math.ceil(found.length / limit),
          totalCount: found.length,
        },
      };
    },
    ...extra,
  });
}

const renderStudents = (url = "/student-manager/ledger-1") =>
  renderPage(<StudentManagerPage />, { path: "/student-manager/:ledgerOwnerId", url });

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Add Student" }));
  return screen.findByRole("dialog", { name: "Add Student" });
}

describe("Student manager", () => {
  it("marks the name and phone as required, and an empty one says which it is", async () => {
    const { calls } = studentServer(3);
    const user = userEvent.setup();
    renderStudents();
    const dialog = await openAddDialog(user);
    // The dialog opens on its first field.
    expect(within(dialog).getByLabelText("Name")).toHaveFocus();
    expect(within(dialog).getByLabelText("Name")).toBeRequired();
    expect(within(dialog).getByLabelText("Phone Number")).toBeRequired();
    for (const label of ["Roll Number", "Father's Name", "Mother's Name", "Date of Birth", "Address"]) {
      expect(within(dialog).getByLabelText(label)).not.toBeRequired();
    }
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByLabelText("Name")).toHaveAccessibleDescription(STUDENT_NAME_REQUIRED_MESSAGE);
    expect(within(dialog).getByLabelText("Phone Number")).toHaveAccessibleDescription(PHONE_NUMBER_REQUIRED_MESSAGE);
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("refuses a 9-digit phone next to the field, in the add dialog, without calling the server", async () => {
    const { calls } = studentServer(3);
    const user = userEvent.setup();
    renderStudents();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText("Name"), "Ravi Kumar");
    await user.type(within(dialog).getByLabelText("Phone Number"), "987654321");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));

    const phone = within(dialog).getByLabelText("Phone Number");
    await waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    expect(phone).toHaveAccessibleDescription(PHONE_NUMBER_MESSAGE);
    expect(within(dialog).getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("checks the phone on edit too, and shows the server's field and general errors inside the dialog", async () => {
    let attempt = 0;
    const { calls } = studentServer(1, {
      "PUT /student/student-1": () =>
        ++attempt === 1
          ? fail(400, "VALIDATION", "Validation failed", [{ path: "phoneNumber", message: PHONE_NUMBER_MESSAGE }])
          : fail(500, "INTERNAL_ERROR", "The database is not answering"),
    });
    const user = userEvent.setup();
    renderStudents();
    await user.click(await screen.findByRole("button", { name: "Edit Student 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Student" });
    expect(within(dialog).queryByLabelText("Initial Course Fee (₹)")).not.toBeInTheDocument();

    const phone = within(dialog).getByLabelText("Phone Number");
    await user.clear(phone);
    await user.type(phone, "12345");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(PHONE_NUMBER_MESSAGE));
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);

    // The server has the last word: its field message lands on the field...
    await user.clear(phone);
    await user.type(phone, "9123456789");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(PHONE_NUMBER_MESSAGE));
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1);

    // ...and anything else shows in the dialog, which stays open.
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Could not save the student: The database is not answering",
    );
    expect(screen.getByRole("dialog", { name: "Edit Student" })).toBeInTheDocument();
  });

  it("adds a student with the fee as a number and the ledger's ids", async () => {
    const { calls } = studentServer(0, { "POST /student/add": ({ body }) => ok(student(1, body as Partial<Student>)) });
    const user = userEvent.setup();
    renderStudents();
    expect(await screen.findByText("No students found.")).toBeInTheDocument();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText("Name"), "  Ravi Kumar ");
    await user.type(within(dialog).getByLabelText("Phone Number"), "+91 98765 43210");
    await user.type(within(dialog).getByLabelText("Initial Course Fee (₹)"), "12000");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Ravi Kumar",
      fatherName: "",
      motherName: "",
      dateOfBirth: "",
      rollNumber: "",
      phoneNumber: "9876543210",
      address: "",
      initialCourseFee: 12000,
      ledgerOwnerId: "ledger-1",
      schoolOwnerId: fakeSchool._id,
    });
  });

  it("pages 20 at a time and searches on the server once typing pauses, from page 1", async () => {
    const { calls } = studentServer(45);
    const user = userEvent.setup();
    renderStudents();
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Student 21")).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();

    const listCalls = () => calls.filter((call) => call.path === "/student/ledger/ledger-1").length;
    const before = listCalls();
    // Pasted as one edit: on a loaded machine typed keys can pause longer than the debounce.
    await user.click(screen.getByRole("searchbox", { name: "Search students" }));
    await user.paste("nt 4");
    // Matches "Student 4" and "Student 40".."45": 7 students, one page, so no pagination at all.
    expect(await screen.findByText("Student 45")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
    expect(listCalls() - before).toBe(1);
    expect(screen.getAllByRole("row")).toHaveLength(1 + 7);
  });

  it("shows each student's balance and asks the server for those who owe money, A–Z", async () => {
    const asked: URLSearchParams[] = [];
    studentServer(0, {
      "GET /student/ledger/ledger-1": ({ url }) => ({
        body:
          (asked.push(url.searchParams),
          {
            success: true,
            data: [student(1, { name: "Ravi Kumar", balance: 12000.5 }), student(2, { balance: -500 })],
            currentPage: 1,
            totalPages: 1,
            totalCount: 2,
          }),
      }),
    });
    const user = userEvent.setup();
    renderStudents();
    const row = (await screen.findByText("Ravi Kumar")).closest("tr")!;
    expect(within(row).getByRole("cell", { name: "₹12,000.50" })).toHaveAttribute("data-label", "Balance");
    expect(within(row).getByRole("link", { name: "9876543210" })).toHaveAttribute("href", "tel:9876543210");
    // A phone row keeps its transactions link and puts the rest, in words, behind "⋮".
    expect(within(row).getByRole("link", { name: "Transactions of Ravi Kumar" })).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "More actions for Ravi Kumar" }));
    const more = await screen.findByRole("menu");
    expect(within(more).getByRole("menuitem", { name: "Call 9876543210" })).toHaveAttribute("href", "tel:9876543210");
    expect(within(more).getByRole("menuitem", { name: "ID card" })).toHaveAttribute(
      "href",
      "/student-id-card?studentId=student-1",
    );
    await user.click(within(more).getByRole("menuitem", { name: "Edit" }));
    const editing = await screen.findByRole("dialog", { name: "Edit Student" });
    expect(within(editing).getByLabelText("Name")).toHaveValue("Ravi Kumar");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Owes money" }));
    expect(screen.getByRole("button", { name: "Owes money" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "A–Z" }));
    await waitFor(() => expect(asked.at(-1)?.get("sort")).toBe("name"));
    expect(asked.at(-1)?.get("filter")).toBe("owes");
  });

  it("asks before deleting a student and says how many transactions go", async () => {
    const { calls } = studentServer(0, {
      "GET /student/ledger/ledger-1": () => ({
        body: {
          success: true,
          data: [student(7, { name: "Ravi Kumar", transactionCount: 5 })],
          currentPage: 1,
          totalPages: 1,
          totalCount: 1,
        },
      }),
      "DELETE /student/student-7": () => ok({ _id: "student-7" }),
    });
    const user = userEvent.setup();
    renderStudents();
    await user.click(await screen.findByRole("button", { name: "Delete Ravi Kumar" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Are you sure you want to delete this student?" });
    expect(confirm).toHaveTextContent("Ravi Kumar, roll number 7");
    expect(confirm).toHaveTextContent("This will also delete 5 transactions.");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === "DELETE" && call.path === "/student/student-7")).toBe(true),
    );
  });

  it("gives the owner a student's standing concessions from the row's menu, saved apart from Edit Student", async () => {
    const tuitionHead = {
      id: "00000000-0000-4000-8000-000000000001",
      name: "Tuition fee",
      nameHi: "ट्यूशन शुल्क",
      tuition: true,
      archived: false,
      code: "tuition",
    };
    const { calls } = studentServer(1, {
      "GET /fee-heads": () => ok([tuitionHead]),
      "GET /student/student-1/concessions": () => ok([]),
      "PUT /student/student-1/concessions": ({ body }) => ok(body),
    });
    const user = userEvent.setup();
    renderStudents();
    await user.click(await screen.findByRole("button", { name: "More actions for Student 1" }));
    await user.click(await screen.findByRole("menuitem", { name: "Concessions" }));
    const dialog = await screen.findByRole("dialog", { name: "Concessions: Student 1" });
    expect(await within(dialog).findByText("No standing concessions.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Add concession" }));
    await user.clear(within(dialog).getByRole("textbox", { name: "Value" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Value" }), "50");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Category" }), "staff-ward");
    await user.click(within(dialog).getByRole("button", { name: "Save concessions" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT")?.body).toEqual([
        { feeHeadId: tuitionHead.id, kind: "percent", value: 50, category: "staff-ward", note: "" },
      ]),
    );
    expect(await screen.findByText("Concessions saved")).toBeInTheDocument();

    // Edit Student has one Save: the concessions are no longer inside it.
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Edit Student 1" }));
    const edit = await screen.findByRole("dialog", { name: "Edit Student" });
    expect(within(edit).getAllByRole("button", { name: /save/i })).toHaveLength(1);
  });

  it("shows the ledger's heading, and a way back when the ledger does not exist", async () => {
    studentServer(1);
    renderStudents();
    expect(await screen.findByRole("heading", { name: "Class 10 A" })).toBeInTheDocument();
    expect(screen.getByText(/Class 10 · Session 2025-26/)).toBeInTheDocument();
  });

  it("says the session once when the ledger's name already holds it", async () => {
    mockApi({
      [`GET /ledger/${fakeSchool._id}`]: () => ok([{ ...ledger, ledgerName: "Class 5 2025-26", className: "5" }]),
      "GET /student/ledger/ledger-1": () => ok([student(1)], { currentPage: 1, totalPages: 1, totalCount: 1 }),
    });
    renderStudents();
    expect(await screen.findByRole("heading", { name: "Class 5 2025-26" })).toBeInTheDocument();
    expect(await screen.findByText("Class 5 · 1 student")).toBeInTheDocument();
    expect(screen.queryByText(/Session/)).not.toBeInTheDocument();
  });

  it("counts the ledger's students from the ledger list before the page arrives, and what matched once searched", async () => {
    const page = deferred();
    mockApi({
      [`GET /ledger/${fakeSchool._id}`]: () => ok([ledger]),
      "GET /student/ledger/ledger-1": () => page.promise,
    });
    renderStudents();
    // The line is complete at once (it does not grow when the page arrives).
    expect(await screen.findByText("Class 10 · Session 2025-26 · 45 students")).toBeInTheDocument();
    expect(screen.getByRole("status")).toBeInTheDocument();
    page.release({ body: { success: true, data: [student(1)], currentPage: 1, totalPages: 1, totalCount: 45 } });
    expect(await screen.findByRole("cell", { name: "Student 1" })).toBeInTheDocument();
    expect(screen.getByText("Class 10 · Session 2025-26 · 45 students")).toBeInTheDocument();
  });

  it("leaves the count out while a search is on its way, then gives what matched", async () => {
    const page = deferred();
    mockApi({
      [`GET /ledger/${fakeSchool._id}`]: () => ok([ledger]),
      "GET /student/ledger/ledger-1": () => page.promise,
    });
    renderStudents("/student-manager/ledger-1?search=Student%2012");
    // The ledger's 45 would be wrong for a search: the line waits for what matched.
    expect(await screen.findByText("Class 10 · Session 2025-26")).toBeInTheDocument();
    page.release({ body: { success: true, data: [student(12)], currentPage: 1, totalPages: 1, totalCount: 1 } });
    expect(await screen.findByText("Class 10 · Session 2025-26 · 1 student")).toBeInTheDocument();
  });

  it("says so when the ledger is not in this school", async () => {
    mockApi({
      [`GET /ledger/${fakeSchool._id}`]: () => ok([ledger]),
      "GET /student/ledger/ledger-404": () => fail(404, "NOT_FOUND", "Ledger not found"),
    });
    renderStudents("/student-manager/ledger-404");
    expect(await screen.findByText("This ledger was not found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to ledgers" })).toHaveAttribute("href", "/");
  });

  describe("the student's photo", () => {
    const shrunk = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 9])], { type: "image/jpeg" });
    const photoCalls = (fetchMock: ReturnType<typeof mockApi>["fetchMock"]) =>
      fetchMock.mock.calls
        .filter(([input]) => String(input).includes("/photo"))
        .map(([input, init]) => ({ url: String(input), method: init?.method, body: init?.body }));

    it("adds a student with a photo: shrunk in the browser, previewed, then sent as the JPEG itself", async () => {
      shrinkStudentPhoto.mockReset().mockResolvedValue(shrunk);
      const { fetchMock } = studentServer(0, {
        "POST /student/add": ({ body }) => ok(student(1, body as Partial<Student>)),
        "PUT /student/student-1/photo": () => ok({ _id: "student-1", photoVersion: "v1" }),
      });
      const user = userEvent.setup();
      renderStudents();
      const dialog = await openAddDialog(user);
      await user.type(within(dialog).getByLabelText("Name"), "Ravi Kumar");
      await user.type(within(dialog).getByLabelText("Phone Number"), "9876543210");
      const original = new File([new Uint8Array(3_000_000)], "camera.png", { type: "image/png" });
      await user.upload(within(dialog).getByLabelText("Photo"), original);
      expect(shrinkStudentPhoto).toHaveBeenCalledWith(original);
      expect(await within(dialog).findByRole("img", { name: "Photo of the student" })).toHaveAttribute(
        "src",
        expect.stringMatching(/^data:image\/jpeg;base64,/),
      );
      await user.click(within(dialog).getByRole("button", { name: "Add" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(photoCalls(fetchMock)).toEqual([{ url: "/api/v1/student/student-1/photo", method: "PUT", body: shrunk }]);
    });

    it("shows a student's stored photo when editing, and Remove deletes it on Save", async () => {
      const { fetchMock } = mockApi({
        [`GET /ledger/${fakeSchool._id}`]: () => ok([ledger]),
        "GET /student/ledger/ledger-1": () =>
          ok([student(1, { photoVersion: "v-7" })], { currentPage: 1, totalPages: 1, totalCount: 1 }),
        "PUT /student/student-1": ({ body }) => ok(student(1, { ...(body as Partial<Student>), photoVersion: "v-7" })),
        "DELETE /student/student-1/photo": () => ok({ _id: "student-1" }),
      });
      const user = userEvent.setup();
      renderStudents();
      await user.click(await screen.findByRole("button", { name: "Edit Student 1" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit Student" });
      expect(within(dialog).getByRole("img", { name: "Photo of the student" })).toHaveAttribute(
        "src",
        "/api/v1/student/student-1/photo?v=v-7",
      );
      await user.click(within(dialog).getByRole("button", { name: "Remove" }));
      expect(within(dialog).queryByRole("img", { name: "Photo of the student" })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(photoCalls(fetchMock)).toEqual([
        { url: "/api/v1/student/student-1/photo", method: "DELETE", body: undefined },
      ]);
    });

    it("says so beside the field when a picture cannot be made small enough, and sends no photo", async () => {
      const { PhotoTooDetailedError } = await import("../../lib/photo/shrink-photo");
      shrinkStudentPhoto.mockReset().mockRejectedValue(new PhotoTooDetailedError("too big"));
      const { fetchMock } = studentServer(1, {
        "PUT /student/student-1": ({ body }) => ok(student(1, body as Partial<Student>)),
      });
      const user = userEvent.setup();
      renderStudents();
      await user.click(await screen.findByRole("button", { name: "Edit Student 1" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit Student" });
      const input = within(dialog).getByLabelText("Photo");
      await user.upload(input, new File([new Uint8Array(10)], "noise.jpg", { type: "image/jpeg" }));
      await waitFor(() =>
        expect(input).toHaveAccessibleDescription(
          "This picture stays larger than 50 KB even when made small. Choose a plainer photo.",
        ),
      );
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(photoCalls(fetchMock)).toEqual([]);
    });
  });
});
