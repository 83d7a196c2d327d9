// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Student } from "@/shared/api/student";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { i18next } from "../../lib/i18n";
import { fail, fakeSchool, mockApi, ok, type MockResponse } from "../testing/mock-api";
import { renderPage } from "../testing/render-page";
import { ChargeFeeButton } from "./charge-fee-button";

vi.mock("@/client/lib/session/use-current-user", () => import("../testing/fake-current-user"));

afterEach(async () => {
  await i18next.changeLanguage("en");
});

const student = (n: number, name: string): Student => ({
  _id: `student-${n}`,
  name,
  fatherName: "",
  motherName: "",
  dateOfBirth: "",
  rollNumber: String(n),
  phoneNumber: "9876543210",
  address: "",
  ledgerOwnerId: "ledger-1",
  schoolOwnerId: fakeSchool._id,
  transactionCount: 0,
  balance: 0,
  photoVersion: null,
});
const students = [student(1, "Aarav Sharma"), student(2, "Kavya Mishra"), student(3, "Rohan Das")];
const duesPath = "POST /ledger/ledger-1/dues";

function classServer(
  charge: (body: unknown) => MockResponse = () => ({
    status: 201,
    body: { success: true, data: { created: 3, totalRupees: 1500 } },
  }),
) {
  const api = mockApi({
    "GET /student/ledger/ledger-1": () => ok(students, { currentPage: 1, totalPages: 1, totalCount: students.length }),
    [duesPath]: ({ body }) => charge(body),
  });
  const posts = () => api.calls.filter((call) => call.method === "POST");
  // The Idempotency-Key of each POST, read from what fetch was given.
  const keys = () =>
    api.fetchMock.mock.calls
      .filter(([, init]) => init?.method === "POST")
      .map(([, init]) => (init?.headers as Record<string, string>)["Idempotency-Key"]);
  return { posts, keys };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Charge fee" }));
  const dialog = await screen.findByRole("dialog", { name: "Charge a fee to the class" });
  await within(dialog).findByRole("checkbox", { name: "3 Rohan Das" });
  return dialog;
}
const preview = (dialog: HTMLElement) => within(dialog).getByTestId("charge-preview");
const concessionBox = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole("textbox", { name: `Concession for ${name} (₹)` });

describe("Charge fee dialog", () => {
  it("lists the ledger's students all ticked and charges the whole class without naming anyone", async () => {
    const { posts, keys } = classServer();
    const user = userEvent.setup();
    renderPage(<ChargeFeeButton ledgerId="ledger-1" ledgerName="Class 5 B" studentCount={3} />);
    const dialog = await openDialog(user);
    expect(within(dialog).getByText("Class 5 B")).toBeInTheDocument();
    for (const box of within(dialog).getAllByRole("checkbox")) expect(box).toBeChecked();
    expect(within(dialog).getByText("(3 of 3 ticked)")).toBeInTheDocument();
    expect(preview(dialog)).toHaveTextContent("Enter the fee to see the total.");
    expect(within(dialog).getByRole("button", { name: "Charge" })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Fee per student (₹)"), "500");
    await user.type(within(dialog).getByLabelText("Description"), "Tuition May");
    expect(preview(dialog)).toHaveTextContent("3 students × ₹500 = ₹1,500");
    // The total is on the submit button too, which stays in view below however many rows.
    await user.click(within(dialog).getByRole("button", { name: "Charge ₹1,500" }));

    expect(await screen.findByText("Charged 3 students, ₹1,500 in all")).toBeInTheDocument();
    expect(posts().map((call) => call.body)).toEqual([
      { amount: 500, description: "Tuition May", transactionDate: todayInIndia(), period: todayInIndia().slice(0, 7) },
    ]);
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends only the ticked students and the non-zero concessions, after previewing the total less concessions", async () => {
    const { posts } = classServer(() => ({
      status: 201,
      body: { success: true, data: { created: 2, totalRupees: 899.5 } },
    }));
    const user = userEvent.setup();
    renderPage(<ChargeFeeButton ledgerId="ledger-1" studentCount={3} />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Fee per student (₹)"), "500");
    await user.type(concessionBox(dialog, "Aarav Sharma"), "100.50");
    await user.type(concessionBox(dialog, "Rohan Das"), "0");
    await user.type(concessionBox(dialog, "Kavya Mishra"), "50");
    expect(preview(dialog)).toHaveTextContent("3 students × ₹500 − ₹150.50 concessions = ₹1,349.50");

    // Kavya is left out: her concession no longer counts and her box is locked.
    await user.click(within(dialog).getByRole("checkbox", { name: "2 Kavya Mishra" }));
    expect(concessionBox(dialog, "Kavya Mishra")).toBeDisabled();
    expect(within(dialog).getByText("(2 of 3 ticked)")).toBeInTheDocument();
    expect(preview(dialog)).toHaveTextContent("2 students × ₹500 − ₹100.50 concessions = ₹899.50");
    await user.click(within(dialog).getByRole("button", { name: "Charge ₹899.50" }));

    expect(await screen.findByText("Charged 2 students, ₹899.50 in all")).toBeInTheDocument();
    expect(posts()[0]!.body).toEqual({
      amount: 500,
      description: "",
      transactionDate: todayInIndia(),
      period: todayInIndia().slice(0, 7),
      studentIds: ["student-1", "student-3"],
      concessions: [{ studentId: "student-1", amount: 100.5 }],
    });
  });

  it("takes the owner's standing concessions of the chosen head off first, in the list and the preview", async () => {
    const tuition = {
      id: "head-tuition",
      name: "Tuition fee",
      nameHi: "",
      tuition: true,
      archived: false,
      code: "tuition",
    };
    const exam = { id: "head-exam", name: "Exam fee", nameHi: "", tuition: false, archived: false, code: "exam" };
    mockApi({
      "GET /student/ledger/ledger-1": () =>
        ok(students, { currentPage: 1, totalPages: 1, totalCount: students.length }),
      "GET /fee-heads": () => ok([tuition, exam]),
      "GET /ledger/ledger-1/concessions": () =>
        ok([
          { studentId: "student-1", feeHeadId: tuition.id, kind: "percent", value: 100, category: "rte" },
          { studentId: "student-3", feeHeadId: tuition.id, kind: "percent", value: 50, category: "staff-ward" },
          { studentId: "student-2", feeHeadId: exam.id, kind: "amount", value: 100, category: "merit" },
        ]),
    });
    const user = userEvent.setup();
    renderPage(<ChargeFeeButton ledgerId="ledger-1" studentCount={3} />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Fee per student (₹)"), "500");
    await user.type(concessionBox(dialog, "Rohan Das"), "50");
    // Tuition fee: Aarav's RTE takes all ₹500, Rohan's staff-ward half; then Rohan's ₹50 one-off.
    expect(await within(dialog).findByText("Standing concession −₹500")).toBeInTheDocument();
    expect(preview(dialog)).toHaveTextContent("3 students × ₹500 − ₹750 standing concessions − ₹50 concessions = ₹700");
    expect(within(dialog).getByRole("button", { name: "Charge ₹700" })).toBeInTheDocument();
    // Another head, another set: only Kavya's ₹100 for the exam fee.
    await user.selectOptions(within(dialog).getByTestId("charge-fee-head"), exam.id);
    expect(preview(dialog)).toHaveTextContent(
      "3 students × ₹500 − ₹100 standing concessions − ₹50 concessions = ₹1,350",
    );
  });

  it("asks about students already charged the head for the month and sends again skipping them, Tuition fee by default", async () => {
    const bodies: unknown[] = [];
    const api = mockApi({
      "GET /student/ledger/ledger-1": () =>
        ok(students, { currentPage: 1, totalPages: 1, totalCount: students.length }),
      "GET /fee-heads": () =>
        ok([
          { id: "head-other", name: "Other", nameHi: "अन्य", tuition: false, archived: false, code: "other" },
          {
            id: "head-tuition",
            name: "Tuition fee",
            nameHi: "ट्यूशन शुल्क",
            tuition: true,
            archived: false,
            code: "tuition",
          },
        ]),
      [duesPath]: ({ body }) => {
        bodies.push(body);
        return bodies.length === 1
          ? {
              status: 409,
              body: {
                success: false,
                error: {
                  code: "ALREADY_CHARGED",
                  message: "2 students are already charged",
                  students: [
                    { studentId: "student-1", name: "Aarav Sharma" },
                    { studentId: "student-2", name: "Kavya Mishra" },
                  ],
                },
              },
            }
          : { status: 201, body: { success: true, data: { created: 1, totalRupees: 500 } } };
      },
    });
    const user = userEvent.setup();
    renderPage(<ChargeFeeButton ledgerId="ledger-1" studentCount={3} />);
    const dialog = await openDialog(user);
    await waitFor(() => expect(within(dialog).getByTestId("charge-fee-head")).toHaveValue("head-tuition"));
    await user.type(within(dialog).getByLabelText("Fee per student (₹)"), "500");
    await user.click(within(dialog).getByRole("button", { name: "Charge ₹1,500" }));
    const question = await within(dialog).findByTestId("charge-question");
    expect(question).toHaveTextContent("2 students already charged Tuition fee for");
    expect(question).toHaveTextContent("Aarav Sharma, Kavya Mishra");
    await user.click(within(question).getByRole("button", { name: "Skip them" }));
    expect(await screen.findByText("Charged 1 students, ₹500 in all")).toBeInTheDocument();
    const month = todayInIndia().slice(0, 7);
    expect(bodies).toEqual([
      { amount: 500, description: "", transactionDate: todayInIndia(), feeHeadId: "head-tuition", period: month },
      {
        amount: 500,
        description: "",
        transactionDate: todayInIndia(),
        feeHeadId: "head-tuition",
        period: month,
        alreadyCharged: "skip",
      },
    ]);
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(2);
  });

  it("Clear leaves nobody to charge and sends nothing; Select all ticks everyone again", async () => {
    const { posts } = classServer();
    const user = userEvent.setup();
    renderPage(<ChargeFeeButton ledgerId="ledger-1" studentCount={3} />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Fee per student (₹)"), "300");
    await user.click(within(dialog).getByRole("button", { name: "Clear" }));
    for (const box of within(dialog).getAllByRole("checkbox")) expect(box).not.toBeChecked();
    expect(preview(dialog)).toHaveTextContent("Tick at least one student to charge.");
    await user.click(within(dialog).getByRole("button", { name: "Charge" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Tick at least one student to charge.");
    expect(posts()).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Select all" }));
    for (const box of within(dialog).getAllByRole("checkbox")) expect(box).toBeChecked();
    expect(preview(dialog)).toHaveTextContent("3 students × ₹300 = ₹900");
  });

  it("says what is wrong with a concession right under its box and charges nothing until it is right", async () => {
    const { posts } = classServer();
    const user = userEvent.setup();
    renderPage(<ChargeFeeButton ledgerId="ledger-1" studentCount={3} />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Fee per student (₹)"), "500");
    const aarav = concessionBox(dialog, "Aarav Sharma");
    const messageOf = (box: HTMLElement) => document.getElementById(box.getAttribute("aria-describedby") ?? "");

    await user.type(aarav, "-5");
    expect(aarav).toHaveAttribute("aria-invalid", "true");
    expect(messageOf(aarav)).toHaveTextContent("A concession cannot be negative.");
    expect(preview(dialog)).toHaveTextContent("Correct the concessions to see the total.");

    await user.clear(aarav);
    await user.type(aarav, "500.01");
    expect(messageOf(aarav)).toHaveTextContent("A concession cannot be more than the fee.");
    await user.click(within(dialog).getByRole("button", { name: "Charge" }));
    await waitFor(() => expect(aarav).toHaveFocus());
    expect(posts()).toHaveLength(0);

    await user.clear(aarav);
    await user.type(aarav, "1.234");
    expect(messageOf(aarav)).toHaveTextContent("Amount can have at most 2 decimal places.");

    // Lowering the fee below a concession that was fine makes it wrong too.
    await user.clear(aarav);
    await user.type(aarav, "400");
    expect(aarav).not.toHaveAttribute("aria-invalid");
    const fee = within(dialog).getByLabelText("Fee per student (₹)");
    await user.clear(fee);
    await user.type(fee, "300");
    expect(messageOf(aarav)).toHaveTextContent("A concession cannot be more than the fee.");
    expect(posts()).toHaveLength(0);
  });

  it("keeps one Idempotency-Key for a retry in the same dialog and takes a new one when opened again", async () => {
    let answers = 0;
    const { posts, keys } = classServer(() =>
      ++answers === 1
        ? fail(500, "INTERNAL", "Something went wrong")
        : { status: 201, body: { success: true, data: { created: 3, totalRupees: 600 } } },
    );
    const user = userEvent.setup();
    renderPage(<ChargeFeeButton ledgerId="ledger-1" studentCount={3} />);
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Fee per student (₹)"), "200");
    await user.click(within(dialog).getByRole("button", { name: "Charge ₹600" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Nothing was charged: Something went wrong");
    await user.click(within(dialog).getByRole("button", { name: "Charge ₹600" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Fee per student (₹)"), "200");
    await user.click(within(dialog).getByRole("button", { name: "Charge ₹600" }));
    await waitFor(() => expect(posts()).toHaveLength(3));
    const [first, retry, again] = keys();
    expect(retry).toBe(first);
    expect(again).not.toBe(first);
  });

  it("speaks Hindi: the preview with concessions and a concession's message", async () => {
    classServer();
    await i18next.changeLanguage("hi");
    const user = userEvent.setup();
    renderPage(<ChargeFeeButton ledgerId="ledger-1" studentCount={3} />);
    await user.click(screen.getByRole("button", { name: "शुल्क लगाएँ" }));
    const dialog = await screen.findByRole("dialog", { name: "पूरी कक्षा पर शुल्क लगाएँ" });
    await within(dialog).findByRole("checkbox", { name: "1 Aarav Sharma" });
    await user.type(within(dialog).getByLabelText("प्रति छात्र शुल्क (₹)"), "500");
    await user.type(within(dialog).getByRole("textbox", { name: "Aarav Sharma के लिए छूट (₹)" }), "100");
    expect(preview(dialog)).toHaveTextContent("3 छात्र × ₹500 − ₹100 छूट = ₹1,400");
    expect(within(dialog).getByRole("button", { name: "₹1,400 शुल्क लगाएँ" })).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Rohan Das के लिए छूट (₹)" }), "-1");
    expect(within(dialog).getByText("छूट ऋणात्मक नहीं हो सकती।")).toBeInTheDocument();
  });
});
