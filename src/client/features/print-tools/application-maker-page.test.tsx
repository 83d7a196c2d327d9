// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSchool, mockApi } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import type { PrintJob } from "../../lib/print/print-document";
import ApplicationMakerPage from "./application-maker-page";

vi.mock("../../lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));
const printDocument = vi.hoisted(() => vi.fn());
vi.mock("../../lib/print/print-document", () => ({ printDocument }));

const renderTool = () =>
  renderPage(<ApplicationMakerPage />, { path: "/application-maker", url: "/application-maker" });

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLTextAreaElement).value;

async function fillLetter() {
  await userEvent.type(await screen.findByLabelText("Recipient"), "The Principal");
  await userEvent.type(screen.getByLabelText("Subject"), "Application for leave");
  await userEvent.type(screen.getByLabelText("Body"), "I request leave for two days.");
  await userEvent.clear(screen.getByLabelText("Sender name"));
  await userEvent.type(screen.getByLabelText("Sender name"), "Ravi Kumar");
}

beforeEach(() => {
  mockApi({});
  localStorage.clear();
  printDocument.mockReset();
});
afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("application maker", () => {
  it("asks for the recipient, subject, body and sender next to each field", async () => {
    renderTool();
    await userEvent.clear(await screen.findByLabelText("Sender name"));
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
    // The toast mounts hidden and shows on its next frame, which a loaded machine can delay.
    const toast = await screen.findByText("The PDF could not be made. Your entries are kept; please try again.");
    await waitFor(() => expect(toast).toBeVisible());
    first.unmount();
    renderTool();
    expect(await screen.findByLabelText("Body")).toHaveValue("I request leave for two days.");
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
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Application.pdf downloaded — 1 page"), {
      timeout: 10_000,
    });
    expect(printDocument.mock.calls[0]![0]).toMatchObject({
      fileName: "Application.pdf",
      data: {
        recipient: "The Principal",
        subject: "Application for leave",
        body: "I request leave for two days.",
        senderName: "Ravi Kumar",
      },
    });
  });

  it("starts a new letter from the director, on behalf of the school", async () => {
    renderTool();
    expect(await screen.findByLabelText("Sender name")).toHaveValue(fakeSchool.directorName);
    expect(screen.getByLabelText("Sender designation")).toHaveValue(`Director, ${fakeSchool.schoolName}`);
    expect(screen.getByLabelText("Subject")).toHaveValue("");
  });

  it("fills the subject and body from a template, which stay editable and print as edited", async () => {
    printDocument.mockResolvedValue({ fileName: "Application.pdf", pageCount: 1 });
    renderTool();
    const template = await screen.findByLabelText("Template");
    expect(
      within(template)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Choose a common letter",
      "Leave application",
      "Transfer certificate request",
      "Fee concession request",
      "Character certificate request",
    ]);
    await userEvent.selectOptions(template, "Transfer certificate request");
    expect(screen.getByLabelText("Subject")).toHaveValue("Application for a transfer certificate");
    expect(valueOf("Body")).toContain("Kindly issue [his/her] transfer certificate");

    await userEvent.type(screen.getByLabelText("Recipient"), "The Principal");
    await userEvent.clear(screen.getByLabelText("Subject"));
    await userEvent.type(screen.getByLabelText("Subject"), "Request for the transfer certificate of Rohan Singh");
    await userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));
    await waitFor(() => expect(printDocument).toHaveBeenCalledOnce());
    expect(printDocument.mock.calls[0]![0]).toMatchObject({
      data: {
        subject: "Request for the transfer certificate of Rohan Singh",
        body: expect.stringContaining("moving to [place]"),
        senderName: fakeSchool.directorName,
        senderDesignation: `Director, ${fakeSchool.schoolName}`,
      },
    });
  });

  it("asks before a template replaces what was written, and keeps it on Cancel", async () => {
    renderTool();
    await userEvent.type(await screen.findByLabelText("Body"), "My own words.");
    await userEvent.selectOptions(screen.getByLabelText("Template"), "Leave application");
    const dialog = await screen.findByRole("alertdialog", { name: "Replace the subject and body?" });
    expect(dialog).toHaveTextContent("“Leave application” replaces what you have written in the subject and body.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByLabelText("Body")).toHaveValue("My own words.");
    expect(screen.getByLabelText("Template")).toHaveValue("");

    await userEvent.selectOptions(screen.getByLabelText("Template"), "Fee concession request");
    await userEvent.click(await screen.findByRole("button", { name: "Replace" }));
    expect(screen.getByLabelText("Subject")).toHaveValue("Application for fee concession");
    expect(valueOf("Body")).toContain("grant a concession in the fee");
  });

  it("in Hindi offers Hindi templates and a Hindi sender line", async () => {
    await i18next.changeLanguage("hi");
    renderTool();
    expect(await screen.findByLabelText("प्रेषक का पद")).toHaveValue(`निदेशक, ${fakeSchool.schoolName}`);
    await userEvent.selectOptions(screen.getByLabelText("नमूना पत्र"), "चरित्र प्रमाण पत्र हेतु आवेदन");
    expect(screen.getByLabelText("विषय")).toHaveValue("चरित्र प्रमाण पत्र हेतु आवेदन");
    expect(valueOf("पत्र का मुख्य भाग")).toContain("चरित्र प्रमाण पत्र जारी करें");
  });
});
