// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeUser } from "../../components/testing/fake-current-user";
import { fakeSchool, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import { clearPrintDrafts } from "../../lib/print/draft-keys";
import { clearStoredSchool } from "../../lib/session/school-storage";
import type { PrintJob } from "../../lib/print/print-document";
import LongQuestionPaperPage from "./long-question-paper-page";
import McqQuestionPaperPage from "./mcq-question-paper-page";

vi.mock("../../lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));
const printDocument = vi.hoisted(() => vi.fn());
vi.mock("../../lib/print/print-document", () => ({ printDocument }));

const renderTool = () =>
  renderPage(<LongQuestionPaperPage />, { path: "/long-question-paper", url: "/long-question-paper" });
const stored = () => JSON.parse(localStorage.getItem("longQuestions") ?? "null") as unknown;
const questionBox = () => screen.findByLabelText("Question");
const list = () => screen.getByRole("list", { name: "Questions" });
const todayIso = () => {
  const today = new Date();
  return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
};

/** What logout forgets on this browser: the drafts and the school. */
function forgetLikeLogout() {
  clearPrintDrafts();
  clearStoredSchool();
}

async function fillHeader(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = await screen.findByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

/** Types and adds a question, then waits for the form's (asynchronous) submit to finish. */
async function addQuestion(text: string) {
  const box = await questionBox();
  await userEvent.type(box, text);
  await userEvent.click(screen.getByRole("button", { name: "Add Question" }));
  if (text.trim()) await waitFor(() => expect(box).toHaveValue(""));
}

beforeEach(() => {
  localStorage.clear();
  mockApi({});
  printDocument.mockReset();
});
afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("long question paper", () => {
  it("starts from the school's name and today's date, the sample values only as placeholders", async () => {
    renderTool();
    expect(await screen.findByLabelText("School name")).toHaveValue(fakeSchool.schoolName);
    for (const [label, sample] of [
      ["Class", "Class: 10th"],
      ["Subject", "Subject: Maths"],
      ["Full marks", "F.M. 100"],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveValue("");
      expect(screen.getByLabelText(label!)).toHaveAttribute("placeholder", sample);
    }
    expect(screen.getByLabelText("Date")).toHaveValue(todayIso());
    // Untouched defaults are not frozen into a draft: tomorrow the date is tomorrow's.
    expect(localStorage.getItem("bahi.draft.longQuestionPaper.header")).toBeNull();
  });

  it("remembers the header the school printed last: a fresh draft of either paper starts from it, another school's does not", async () => {
    printDocument.mockResolvedValue({ fileName: "Long_Question_Paper.pdf", pageCount: 1 });
    const first = renderTool();
    await addQuestion("What is a prime number?");
    await fillHeader({
      "School name": "Saraswati Vidya Mandir, Sitamarhi",
      Class: "Class: 9th",
      Subject: "Subject: Science",
      "Full marks": "F.M. 50",
    });
    await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Long_Question_Paper.pdf downloaded"));
    expect(JSON.parse(localStorage.getItem(`bahi.paperHeader.${fakeSchool._id}`)!)).toEqual({
      schoolName: "Saraswati Vidya Mandir, Sitamarhi",
      className: "Class: 9th",
      subject: "Subject: Science",
      fullMarks: "F.M. 50",
    });
    first.unmount();

    // Logout forgets the drafts; the next paper of the same school starts from what it printed last.
    forgetLikeLogout();
    const second = renderTool();
    expect(await screen.findByLabelText("School name")).toHaveValue("Saraswati Vidya Mandir, Sitamarhi");
    expect(screen.getByLabelText("Class")).toHaveValue("Class: 9th");
    expect(screen.getByLabelText("Subject")).toHaveValue("Subject: Science");
    expect(screen.getByLabelText("Full marks")).toHaveValue("F.M. 50");
    expect(screen.getByLabelText("Date")).toHaveValue(todayIso());
    second.unmount();

    const mcq = renderPage(<McqQuestionPaperPage />, { path: "/mcq-question-paper", url: "/mcq-question-paper" });
    expect(await screen.findByLabelText("Subject")).toHaveValue("Subject: Science");
    mcq.unmount();

    // Another school signing in on this browser starts blank.
    forgetLikeLogout();
    mockApi({
      [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, _id: "school-2", schoolName: "Gyan Coaching" }),
    });
    renderTool();
    expect(await screen.findByLabelText("School name")).toHaveValue("Gyan Coaching");
    expect(screen.getByLabelText("Subject")).toHaveValue("");
  });

  it("remembers nothing when the paper was not printed", async () => {
    printDocument.mockRejectedValue(new Error("Could not load the PDF font"));
    renderTool();
    await addQuestion("What is a prime number?");
    await fillHeader({ Subject: "Subject: Science" });
    await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
    // In the DOM is what jsdom can tell of a sonner toast; its visibility depends on sonner's animation timing.
    expect(
      await screen.findByText("The PDF could not be made. Your entries are kept; please try again."),
    ).toBeInTheDocument();
    expect(localStorage.getItem(`bahi.paperHeader.${fakeSchool._id}`)).toBeNull();
  });

  it("adds trimmed questions, refuses an empty one, deletes and reorders — all kept in localStorage across a reload", async () => {
    const first = renderTool();
    await userEvent.click(await screen.findByRole("button", { name: "Add Question" }));
    expect(await questionBox()).toHaveAccessibleDescription("Please write the question first.");
    await addQuestion("   ");
    expect(await questionBox()).toHaveAccessibleDescription("Please write the question first.");
    expect(stored()).toEqual([]);

    await addQuestion("  What is a prime number?  ");
    expect(await questionBox()).toHaveValue("");
    await addQuestion("State Pythagoras' theorem.");
    await addQuestion("Define a rational number.");
    await waitFor(() =>
      expect(stored()).toEqual(["What is a prime number?", "State Pythagoras' theorem.", "Define a rational number."]),
    );
    expect(
      within(list())
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining("01.What is a prime number?"),
      expect.stringContaining("02.State Pythagoras' theorem."),
      expect.stringContaining("03.Define a rational number."),
    ]);

    await userEvent.click(screen.getByRole("button", { name: "Delete question 2" }));
    await userEvent.click(screen.getByRole("button", { name: "Move question 2 up" }));
    expect(stored()).toEqual(["Define a rational number.", "What is a prime number?"]);

    // A reload: the page comes back with the same list, read from localStorage.
    first.unmount();
    renderTool();
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Define a rational number."),
      expect.stringContaining("What is a prime number?"),
    ]);
    // An added question is not left behind in the textarea's own draft.
    expect(await questionBox()).toHaveValue("");
  });

  it("keeps header edits and a half-written question as drafts", async () => {
    const first = renderTool();
    await userEvent.type(await questionBox(), "Explain photosyn");
    const subject = await screen.findByLabelText("Subject");
    await userEvent.clear(subject);
    await userEvent.type(subject, "Subject: Science");
    first.unmount();
    renderTool();
    expect(await screen.findByLabelText("Subject")).toHaveValue("Subject: Science");
    expect(await questionBox()).toHaveValue("Explain photosyn");
  });

  it("will not generate without a question or a school name, saying so next to the fields", async () => {
    renderTool();
    await userEvent.clear(await screen.findByLabelText("School name"));
    await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
    expect(await screen.findByLabelText("School name")).toHaveAccessibleDescription("Please enter the school name.");
    await userEvent.type(screen.getByLabelText("School name"), "Gyan Coaching");
    await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
    expect(await screen.findByText("Add at least one question before generating the paper.")).toBeVisible();
    expect(printDocument).not.toHaveBeenCalled();
  });

  it("generates Long_Question_Paper.pdf from the header and questions, then confirms", async () => {
    printDocument.mockImplementation(async (job: PrintJob<unknown>) => {
      // The real lazy import must resolve to the generator.
      expect(typeof (await job.loadGenerator())).toBe("function");
      return { fileName: job.fileName, pageCount: 1 };
    });
    renderTool();
    await addQuestion("What is a prime number?");
    await fillHeader({ Subject: "Subject: Maths" });
    await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
    await waitFor(
      () => expect(screen.getByRole("status")).toHaveTextContent("Long_Question_Paper.pdf downloaded — 1 page"),
      { timeout: 10_000 },
    );
    expect(printDocument).toHaveBeenCalledOnce();
    expect(printDocument.mock.calls[0]![0]).toMatchObject({
      fileName: "Long_Question_Paper.pdf",
      language: "en",
      data: {
        header: {
          schoolName: fakeSchool.schoolName,
          className: "",
          subject: "Subject: Maths",
          fullMarks: "",
          date: todayIso(),
        },
        questions: ["What is a prime number?"],
      },
    });
  });

  it("on a failed generation shows a toast and keeps every entry", async () => {
    printDocument.mockRejectedValue(new Error("Could not load the PDF font"));
    renderTool();
    await addQuestion("What is a prime number?");
    await userEvent.clear(screen.getByLabelText("Full marks"));
    await userEvent.type(screen.getByLabelText("Full marks"), "F.M. 50");
    await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
    // In the DOM is what jsdom can tell of a sonner toast; its visibility depends on sonner's animation timing.
    expect(
      await screen.findByText("The PDF could not be made. Your entries are kept; please try again."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Generate PDF" })).toBeEnabled());
    expect(screen.getByLabelText("Full marks")).toHaveValue("F.M. 50");
    expect(stored()).toEqual(["What is a prime number?"]);
    expect(JSON.parse(localStorage.getItem("bahi.draft.longQuestionPaper.header")!)).toMatchObject({
      fullMarks: "F.M. 50",
    });
  });

  it("speaks Hindi, with Hindi sample values as placeholders", async () => {
    await i18next.changeLanguage("hi");
    renderTool();
    expect(await screen.findByLabelText("कक्षा")).toHaveValue("");
    expect(screen.getByLabelText("कक्षा")).toHaveAttribute("placeholder", "कक्षा: 10वीं");
    expect(screen.getByLabelText("पूर्णांक")).toHaveAttribute("placeholder", "पूर्णांक: 100");
    expect(screen.getByRole("button", { name: "प्रश्न जोड़ें" })).toBeVisible();
    expect(screen.getByRole("button", { name: "PDF बनाएँ" })).toBeVisible();
  });
});
