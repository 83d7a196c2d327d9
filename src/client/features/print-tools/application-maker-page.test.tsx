// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import type { PrintJob } from "../../lib/print/print-document";
import ApplicationMakerPage from "./application-maker-page";

const printDocument = vi.hoisted(() => vi.fn());
vi.mock("../../lib/print/print-document", () => ({ printDocument }));

const renderTool = () => renderPage(<ApplicationMakerPage />, { path: "/application-maker", url: "/application-maker" });

async function fillLetter() {
  await userEvent.type(screen.getByLabelText("Recipient"), "The Principal");
  await userEvent.type(screen.getByLabelText("Subject"), "Application for leave");
  await userEvent.type(screen.getByLabelText("Body"), "I request leave for two days.");
  await userEvent.type(screen.getByLabelText("Sender name"), "Ravi Kumar");
}

beforeEach(() => {
  mockApi({});
  localStorage.clear();
  printDocument.mockReset();
});

describe("application maker", () => {
  it("asks for the recipient, subject, body and sender next to each field", async () => {
    renderTool();
    await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
    for (const [label, message] of [
      ["Recipient", "Enter whom the letter is to."],
      ["Subject", "Enter the subject."],
      ["Body", "Write the letter."],
      ["Sender name", "Enter the sender's name."],
    ]) {
      expect(await screen.findByLabelText(label!)).toHaveAccessibleDescription(message!);
      expect(screen.getByLabelText(label!)).toBeRequired();
    }
    expect(screen.getByLabelText("Organisation")).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText("Organisation")).not.toBeRequired();
    expect(printDocument).not.toHaveBeenCalled();
  });

  it("keeps the letter as a draft and, when generating fails, keeps it and says so", async () => {
    printDocument.mockRejectedValue(new Error("font failed"));
    const first = renderTool();
    await fillLetter();
    await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
    expect(await screen.findByText("The PDF could not be made. Your entries are kept; please try again.")).toBeVisible();
    first.unmount();
    renderTool();
    expect(screen.getByLabelText("Body")).toHaveValue("I request leave for two days.");
    expect(screen.getByLabelText("Sender name")).toHaveValue("Ravi Kumar");
  });

  it("generates Application.pdf from the fields", async () => {
    printDocument.mockImplementation(async (job: PrintJob<unknown>) => {
      expect(typeof (await job.loadGenerator())).toBe("function");
      return { fileName: job.fileName, pageCount: 1 };
    });
    renderTool();
    await fillLetter();
    await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Application.pdf downloaded — 1 page"), { timeout: 10_000 });
    expect(printDocument.mock.calls[0]![0]).toMatchObject({
      fileName: "Application.pdf",
      data: { recipient: "The Principal", subject: "Application for leave", body: "I request leave for two days.", senderName: "Ravi Kumar" },
    });
  });
});
