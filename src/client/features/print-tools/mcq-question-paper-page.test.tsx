// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import type { PrintJob } from "../../lib/print/print-document";
import McqQuestionPaperPage from "./mcq-question-paper-page";

vi.mock("../../lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));
const printDocument = vi.hoisted(() => vi.fn());
vi.mock("../../lib/print/print-document", () => ({ printDocument }));

const renderTool = () =>
  renderPage(<McqQuestionPaperPage />, { path: "/mcq-question-paper", url: "/mcq-question-paper" });
const stored = () => JSON.parse(localStorage.getItem("mcqQuestions") ?? "null") as unknown;
const addMcq = () => userEvent.click(screen.getByRole("button", { name: "Add MCQ" }));
const prime = { text: "Which is a prime number?", optionA: "4", optionB: "6", optionC: "7", optionD: "9" };

async function fill(values: Partial<typeof prime>) {
  const labels = {
    text: "Question",
    optionA: "Option A",
    optionB: "Option B",
    optionC: "Option C",
    optionD: "Option D",
  } as const;
  for (const [field, value] of Object.entries(values) as [keyof typeof prime, string][]) {
    await userEvent.type(await screen.findByLabelText(labels[field]), value);
  }
}

beforeEach(() => {
  localStorage.clear();
  mockApi({});
  printDocument.mockReset();
});

describe("MCQ question paper", () => {
  it("requires the question and all four options, each saying so next to itself, and adds nothing until then", async () => {
    renderTool();
    await fill({ text: "Which is a prime number?", optionA: "4", optionB: "   ", optionD: "9" });
    await addMcq();
    expect(await screen.findByLabelText("Option B")).toHaveAccessibleDescription("Enter option B.");
    expect(screen.getByLabelText("Option C")).toHaveAccessibleDescription("Enter option C.");
    expect(screen.getByLabelText("Option A")).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText("Question")).not.toHaveAccessibleDescription();
    expect(screen.queryByRole("list", { name: "Questions" })).not.toBeInTheDocument();
    expect(stored()).toEqual([]);

    await userEvent.clear(screen.getByLabelText("Question"));
    await addMcq();
    expect(await screen.findByLabelText("Question")).toHaveAccessibleDescription("Please write the question.");
  });

  it("adds a trimmed MCQ to the list and to localStorage `mcqQuestions`, removes it, and keeps the list across a reload", async () => {
    const first = renderTool();
    await fill({ ...prime, text: "  Which is a prime number?  ", optionC: " 7 " });
    await addMcq();
    await waitFor(() => expect(stored()).toEqual([prime]));
    const list = screen.getByRole("list", { name: "Questions" });
    expect(list).toHaveTextContent("01.Which is a prime number?(A) 4(B) 6(C) 7(D) 9");
    expect(screen.getByLabelText("Option A")).toHaveValue("");

    await fill({ text: "2 + 2 = ?", optionA: "3", optionB: "4", optionC: "5", optionD: "22" });
    await addMcq();
    await waitFor(() => expect(stored()).toHaveLength(2));
    first.unmount();

    renderTool();
    const list2 = await screen.findByRole("list", { name: "Questions" });
    expect(list2).toHaveTextContent("02.2 + 2 = ?");
    await userEvent.click(within(list2).getByRole("button", { name: "Remove question 1" }));
    expect(stored()).toEqual([{ text: "2 + 2 = ?", optionA: "3", optionB: "4", optionC: "5", optionD: "22" }]);
    expect(screen.getByRole("list", { name: "Questions" })).toHaveTextContent("01.2 + 2 = ?");
  });

  it("ignores a stored list of the wrong shape instead of breaking", async () => {
    localStorage.setItem("mcqQuestions", JSON.stringify([{ text: "no options" }]));
    renderTool();
    expect(await screen.findByText("No questions yet")).toBeVisible();
  });

  it("generates MCQ_Question_Paper.pdf with the header and questions", async () => {
    printDocument.mockImplementation(async (job: PrintJob<unknown>) => {
      expect(typeof (await job.loadGenerator())).toBe("function");
      return { fileName: job.fileName, pageCount: 2 };
    });
    localStorage.setItem("mcqQuestions", JSON.stringify([prime]));
    renderTool();
    await userEvent.type(await screen.findByLabelText("Subject"), "Subject: Maths");
    await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
    await waitFor(
      () => expect(screen.getByRole("status")).toHaveTextContent("MCQ_Question_Paper.pdf downloaded — 2 pages"),
      { timeout: 10_000 },
    );
    expect(printDocument.mock.calls[0]![0]).toMatchObject({
      fileName: "MCQ_Question_Paper.pdf",
      data: { questions: [prime], header: { subject: "Subject: Maths", className: "" } },
    });
  });
});
