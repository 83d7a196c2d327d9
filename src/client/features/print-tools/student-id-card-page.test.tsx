// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Ledger } from "@/shared/api/ledger";
import type { Student } from "@/shared/api/student";
import { fail, fakeSchool, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import type { PrintJob } from "../../lib/print/print-document";
import StudentIdCardPage from "./student-id-card-page";

vi.mock("../../lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));
const printDocument = vi.hoisted(() => vi.fn());
vi.mock("../../lib/print/print-document", () => ({ printDocument }));
// jsdom cannot decode images or draw on a canvas; the cropping itself runs in the Playwright journey.
const cropPhotoToSquare = vi.hoisted(() => vi.fn());
vi.mock("./id-card/crop-photo", () => ({ cropPhotoToSquare }));

const CROPPED = "data:image/jpeg;base64,/9j/4AAQSkZJRg==";
/** What GET /student/{id}/photo answers: JPEG bytes (a JPEG's first bytes are enough here). */
const STORED_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const fetchedUrls = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));
const ledger: Ledger = {
  _id: "ledger-8b",
  ledgerName: "Class 8 B",
  className: "8",
  sessionYear: "2025-26",
  schoolOwnerId: fakeSchool._id,
  studentCount: 1,
  transactionCount: 0,
  outstanding: 0,
  collected: 0,
  owingCount: 0,
  createdAt: "2025-04-01T00:00:00.000Z",
  updatedAt: "2025-04-01T00:00:00.000Z",
};
const student = (n: number, extra: Partial<Student> = {}): Student => ({
  _id: `student-${n}`,
  name: `Student ${n}`,
  fatherName: `Father ${n}`,
  motherName: `Mother ${n}`,
  dateOfBirth: "2012-03-14",
  rollNumber: String(n),
  phoneNumber: "9876543210",
  address: "Dumra Road, Sitamarhi",
  ledgerOwnerId: ledger._id,
  schoolOwnerId: fakeSchool._id,
  transactionCount: 0,
  balance: 0,
  photoVersion: null,
  ...extra,
});
const rohan = student(7, {
  name: "Rohan Singh",
  fatherName: "Suresh Singh",
  motherName: "Geeta Devi",
  rollNumber: "22",
});
const ledgersRoute = { [`GET /ledger/${fakeSchool._id}`]: () => ok([ledger]) };

const renderTool = (url = "/student-id-card") => renderPage(<StudentIdCardPage />, { path: "/student-id-card", url });
const user = () => userEvent.setup({ applyAccept: false }); // the browser's picker filter is not a check; ours is
const photoInput = () => screen.findByLabelText("Photo");

beforeEach(() => {
  localStorage.clear();
  printDocument.mockReset();
  cropPhotoToSquare.mockReset().mockResolvedValue(CROPPED);
});

describe("student ID card", () => {
  it("refuses a file that is not a JPEG or PNG, with the message next to the field", async () => {
    mockApi(ledgersRoute);
    renderTool();
    await user().upload(await photoInput(), new File(["%PDF-1.4"], "marks.pdf", { type: "application/pdf" }));
    expect(await photoInput()).toHaveAccessibleDescription("Please choose a JPEG or PNG image.");
    expect(cropPhotoToSquare).not.toHaveBeenCalled();
    expect(screen.queryByRole("img", { name: "Photo preview" })).not.toBeInTheDocument();
  });

  it("refuses a photo over 5 MB, with the message next to the field", async () => {
    mockApi(ledgersRoute);
    renderTool();
    await user().upload(
      await photoInput(),
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" }),
    );
    expect(await photoInput()).toHaveAccessibleDescription("The photo must be 5 MB or smaller.");
    expect(cropPhotoToSquare).not.toHaveBeenCalled();
  });

  it("says so when an image cannot be decoded", async () => {
    cropPhotoToSquare.mockRejectedValue(new Error("The file is not a readable image."));
    mockApi(ledgersRoute);
    renderTool();
    await user().upload(await photoInput(), new File(["not really"], "fake.png", { type: "image/png" }));
    expect(await photoInput()).toHaveAccessibleDescription("This image could not be read. Please choose another.");
  });

  it("crops an accepted photo, previews it and keeps it with the draft across a reload", async () => {
    mockApi(ledgersRoute);
    const first = renderTool();
    await user().upload(await photoInput(), new File([new Uint8Array(2000)], "face.png", { type: "image/png" }));
    expect(await screen.findByRole("img", { name: "Photo preview" })).toHaveAttribute("src", CROPPED);
    await userEvent.type(screen.getByLabelText("Student name"), "Meera Kumari");
    first.unmount();

    renderTool();
    expect(await screen.findByLabelText("Student name")).toHaveValue("Meera Kumari");
    expect(screen.getByRole("img", { name: "Photo preview" })).toHaveAttribute("src", CROPPED);
  });

  it("opened with ?studentId= fills the card from the student and the class and session of their ledger", async () => {
    const { calls } = mockApi({ ...ledgersRoute, [`GET /student/${rohan._id}`]: () => ok(rohan) });
    renderTool(`/student-id-card?studentId=${rohan._id}`);
    expect(await screen.findByLabelText("Student name")).toHaveValue("Rohan Singh");
    expect(screen.getByLabelText("Father's name")).toHaveValue("Suresh Singh");
    expect(screen.getByLabelText("Mother's name")).toHaveValue("Geeta Devi");
    expect(screen.getByLabelText("Class")).toHaveValue("8");
    expect(screen.getByLabelText("Session year")).toHaveValue("2025-26");
    expect(screen.getByLabelText("Roll number")).toHaveValue("22");
    expect(screen.getByLabelText("Date of birth")).toHaveValue("2012-03-14");
    expect(screen.getByLabelText("Phone")).toHaveValue("9876543210");
    expect(screen.getByLabelText("Address")).toHaveValue("Dumra Road, Sitamarhi");
    expect(
      screen.getByText("Filled in from Rohan Singh's record. You can change anything before printing."),
    ).toBeVisible();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining([`GET /student/${rohan._id}`, `GET /ledger/${fakeSchool._id}`]),
    );
  });

  it("puts the student's stored photo on the card, fetched by its version", async () => {
    printDocument.mockImplementation((job: PrintJob<unknown>) =>
      Promise.resolve({ fileName: job.fileName, pageCount: 1 }),
    );
    const withPhoto = { ...rohan, photoVersion: "v-abc" };
    const { calls } = mockApi({
      ...ledgersRoute,
      [`GET /student/${rohan._id}`]: () => ok(withPhoto),
      [`GET /student/${rohan._id}/photo`]: () => ({ body: STORED_JPEG }),
    });
    renderTool(`/student-id-card?studentId=${rohan._id}`);
    const preview = await screen.findByRole("img", { name: "Photo preview" });
    expect(preview).toHaveAttribute("src", `data:image/jpeg;base64,${btoa(String.fromCharCode(...STORED_JPEG))}`);
    expect(calls.find((call) => call.path === `/student/${rohan._id}/photo`)).toBeDefined();
    expect(fetchedUrls()).toContain(`/api/v1/student/${rohan._id}/photo?v=v-abc`);
    await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
    await waitFor(() => expect(printDocument).toHaveBeenCalled());
    const job = printDocument.mock.calls[0]![0] as PrintJob<{ photo?: string }>;
    expect(job.data.photo).toBe(preview.getAttribute("src"));
  });

  it("keeps the teacher's edits when the same student's link is opened again, but refills for another student", async () => {
    const other = student(8, { name: "Anjali Gupta" });
    mockApi({
      ...ledgersRoute,
      [`GET /student/${rohan._id}`]: () => ok(rohan),
      [`GET /student/${other._id}`]: () => ok(other),
    });
    const first = renderTool(`/student-id-card?studentId=${rohan._id}`);
    const name = await screen.findByLabelText("Student name");
    await waitFor(() => expect(name).toHaveValue("Rohan Singh"));
    await userEvent.clear(name);
    await userEvent.type(name, "Rohan Kumar Singh");
    first.unmount();

    const second = renderTool(`/student-id-card?studentId=${rohan._id}`);
    expect(await screen.findByLabelText("Student name")).toHaveValue("Rohan Kumar Singh");
    second.unmount();

    renderTool(`/student-id-card?studentId=${other._id}`);
    expect(await screen.findByLabelText("Student name")).toHaveValue("Anjali Gupta");
  });

  it("says when the student cannot be loaded and still offers the form", async () => {
    mockApi({ ...ledgersRoute, "GET /student/missing": () => fail(404, "NOT_FOUND", "Student not found") });
    renderTool("/student-id-card?studentId=missing");
    expect(await screen.findByText("The student could not be loaded: Student not found")).toBeVisible();
    expect(screen.getByLabelText("Student name")).toHaveValue("");
  });

  it("generates Student_ID_Card.pdf with the form, the photo and the school", async () => {
    printDocument.mockImplementation(async (job: PrintJob<unknown>) => {
      expect(typeof (await job.loadGenerator())).toBe("function");
      return { fileName: job.fileName, pageCount: 1 };
    });
    mockApi({ ...ledgersRoute, [`GET /student/${rohan._id}`]: () => ok(rohan) });
    renderTool(`/student-id-card?studentId=${rohan._id}`);
    await user().upload(await photoInput(), new File([new Uint8Array(10)], "face.jpg", { type: "image/jpeg" }));
    await screen.findByRole("img", { name: "Photo preview" });
    await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
    await waitFor(() =>
      expect(
        screen.getAllByRole("status").some((s) => s.textContent === "Student_ID_Card.pdf downloaded — 1 page"),
      ).toBe(true),
    );
    const job = printDocument.mock.calls[0]![0] as PrintJob<unknown>;
    expect(job.fileName).toBe("Student_ID_Card.pdf");
    expect(JSON.stringify(job.data)).toContain("Rohan Singh");
    expect(JSON.stringify(job.data)).toContain(fakeSchool.schoolName);
    expect(JSON.stringify(job.data)).toContain(CROPPED.slice(0, 20));
  });

  it("will not generate a card without the student's name", async () => {
    mockApi(ledgersRoute);
    renderTool();
    await userEvent.click(await screen.findByRole("button", { name: "Generate PDF" }));
    expect(await screen.findByLabelText("Student name")).toHaveAccessibleDescription(
      "Please enter the student's name.",
    );
    expect(printDocument).not.toHaveBeenCalled();
  });

  it("prints a whole ledger: every page of its students, many cards per sheet", async () => {
    printDocument.mockImplementation(async (job: PrintJob<unknown>) => {
      expect(typeof (await job.loadGenerator())).toBe("function");
      return { fileName: job.fileName, pageCount: 15 };
    });
    const everyone = Array.from({ length: 150 }, (_, i) => student(i + 1));
    const { calls } = mockApi({
      ...ledgersRoute,
      [`GET /student/ledger/${ledger._id}`]: ({ url }) => {
        const page = Number(url.searchParams.get("page"));
        const limit = Number(url.searchParams.get("limit"));
        return ok(everyone.slice((page - 1) * limit, page * limit), {
          currentPage: page,
          totalPages: 2,
          totalCount: 150,
        });
      },
    });
    renderTool();
    const generate = await screen.findByRole("button", { name: "Generate cards for the ledger" });
    await userEvent.click(generate);
    expect(await screen.findByLabelText("Ledger")).toHaveAccessibleDescription("Please choose a ledger.");

    await userEvent.selectOptions(screen.getByLabelText("Ledger"), "Class 8 B · 8 · 2025-26");
    await userEvent.click(generate);
    expect(await screen.findByText("Student_ID_Cards.pdf downloaded — 150 cards on 15 pages")).toBeVisible();
    // Both pages for the student picker when the ledger was chosen, and both again, fresh, for the print.
    expect(calls.filter((call) => call.path === `/student/ledger/${ledger._id}`)).toHaveLength(4);
    const job = printDocument.mock.calls[0]![0] as PrintJob<{ cards: unknown[] }>;
    expect(job.fileName).toBe("Student_ID_Cards.pdf");
    expect(JSON.stringify(job.data)).toContain("Student 150");
  });

  it("prints each student's stored photo on their card of the ledger sheet, and an empty box for the rest", async () => {
    printDocument.mockImplementation((job: PrintJob<unknown>) =>
      Promise.resolve({ fileName: job.fileName, pageCount: 1 }),
    );
    const withPhoto = student(1, { photoVersion: "v1" });
    const broken = student(2, { photoVersion: "v2" });
    const without = student(3);
    mockApi({
      ...ledgersRoute,
      [`GET /student/ledger/${ledger._id}`]: () =>
        ok([withPhoto, broken, without], { currentPage: 1, totalPages: 1, totalCount: 3 }),
      [`GET /student/${withPhoto._id}/photo`]: () => ({ body: STORED_JPEG }),
      [`GET /student/${broken._id}/photo`]: () => fail(404, "NOT_FOUND", "Photo not found"),
    });
    renderTool();
    await screen.findByRole("option", { name: "Class 8 B · 8 · 2025-26" });
    await userEvent.selectOptions(screen.getByLabelText("Ledger"), "Class 8 B · 8 · 2025-26");
    await userEvent.click(screen.getByRole("button", { name: "Generate cards for the ledger" }));
    await waitFor(() => expect(printDocument).toHaveBeenCalled());
    const job = printDocument.mock.calls[0]![0] as PrintJob<{ cards: { name: string; photo?: Uint8Array }[] }>;
    expect(job.data.cards.map((card) => [card.name, card.photo ? [...card.photo] : null])).toEqual([
      ["Student 1", [...STORED_JPEG]],
      ["Student 2", null],
      ["Student 3", null],
    ]);
    expect(fetchedUrls().filter((url) => url.includes("/photo"))).toHaveLength(2);
  });

  describe("picking a student from a ledger", () => {
    const anjali = student(8, { name: "Anjali Gupta", rollNumber: "23", fatherName: "Mohan Gupta" });
    const ledgerStudents = {
      [`GET /student/ledger/${ledger._id}`]: () =>
        ok([rohan, anjali], { currentPage: 1, totalPages: 1, totalCount: 2 }),
    };
    const records = {
      [`GET /student/${rohan._id}`]: () => ok(rohan),
      [`GET /student/${anjali._id}`]: () => ok(anjali),
    };
    const studentSelect = () => screen.getByLabelText("Student");

    it("offers the ledger's students once a ledger is chosen, and choosing one fills the card from their record", async () => {
      mockApi({ ...ledgersRoute, ...ledgerStudents, ...records });
      renderTool();
      await userEvent.type(await screen.findByLabelText("Student name"), "Typed by hand");
      expect(studentSelect()).toBeDisabled();
      expect(studentSelect()).toHaveDisplayValue("Choose a ledger first");

      await screen.findByRole("option", { name: "Class 8 B · 8 · 2025-26" });
      await userEvent.selectOptions(screen.getByLabelText("Ledger"), "Class 8 B · 8 · 2025-26");
      await waitFor(() => expect(studentSelect()).toBeEnabled());
      expect(
        within(studentSelect())
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Choose a student to fill in the card", "Rohan Singh · Roll 22", "Anjali Gupta · Roll 23"]);

      await userEvent.selectOptions(studentSelect(), "Anjali Gupta · Roll 23");
      await waitFor(() => expect(screen.getByLabelText("Student name")).toHaveValue("Anjali Gupta"));
      expect(screen.getByLabelText("Father's name")).toHaveValue("Mohan Gupta");
      expect(screen.getByLabelText("Class")).toHaveValue("8");
      expect(screen.getByLabelText("Session year")).toHaveValue("2025-26");
      expect(screen.getByLabelText("Roll number")).toHaveValue("23");
      expect(
        screen.getByText("Filled in from Anjali Gupta's record. You can change anything before printing."),
      ).toBeVisible();
      expect(studentSelect()).toHaveDisplayValue("Anjali Gupta · Roll 23");

      // Another pick refills the card, and it is the one that prints.
      printDocument.mockResolvedValue({ fileName: "Student_ID_Card.pdf", pageCount: 1 });
      await userEvent.selectOptions(studentSelect(), "Rohan Singh · Roll 22");
      await waitFor(() => expect(screen.getByLabelText("Student name")).toHaveValue("Rohan Singh"));
      await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
      await waitFor(() => expect(printDocument).toHaveBeenCalledOnce());
      expect((printDocument.mock.calls[0]![0] as PrintJob<{ student: unknown }>).data.student).toMatchObject({
        name: "Rohan Singh",
        className: "8",
        rollNumber: "22",
      });
    });

    it("opened for a student (?studentId=), shows their ledger and them as chosen", async () => {
      mockApi({ ...ledgersRoute, ...ledgerStudents, ...records });
      renderTool(`/student-id-card?studentId=${rohan._id}`);
      await waitFor(() => expect(studentSelect()).toHaveDisplayValue("Rohan Singh · Roll 22"));
      expect(screen.getByLabelText("Ledger")).toHaveDisplayValue("Class 8 B · 8 · 2025-26");
    });

    it("says so when the ledger's students cannot be loaded", async () => {
      mockApi({
        ...ledgersRoute,
        [`GET /student/ledger/${ledger._id}`]: () => fail(500, "INTERNAL", "Something went wrong"),
      });
      renderTool();
      await screen.findByRole("option", { name: "Class 8 B · 8 · 2025-26" });
      await userEvent.selectOptions(screen.getByLabelText("Ledger"), "Class 8 B · 8 · 2025-26");
      await waitFor(() =>
        expect(studentSelect()).toHaveAccessibleDescription(
          "The ledger's students could not be loaded: Something went wrong",
        ),
      );
      expect(screen.getByLabelText("Student name")).toHaveValue("");
    });
  });
});
