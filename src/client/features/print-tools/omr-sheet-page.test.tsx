// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { unzipSync } from "fflate";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeUser } from "../../components/testing/fake-current-user";
import { fail, fakeSchool, mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import type { PrintJob } from "../../lib/print/print-document";
import { omrTexts } from "./texts/omr";
import OmrSheetPage from "./omr-sheet-page";

vi.mock("../../lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));

const printDocument = vi.hoisted(() => vi.fn());
const downloadJson = vi.hoisted(() => vi.fn());
const downloadZip = vi.hoisted(() => vi.fn());
vi.mock("../../lib/print/print-document", () => ({ printDocument, downloadJson, downloadZip }));

const renderTool = () => renderPage(<OmrSheetPage />, { path: "/omr-sheet", url: "/omr-sheet" });
const count = () => screen.getByLabelText("Number of questions");
const generate = () => userEvent.click(screen.getByRole("button", { name: "Generate PDF" }));

beforeEach(() => {
  mockApi({});
  localStorage.clear();
  printDocument.mockReset();
  downloadJson.mockReset();
  downloadZip.mockReset();
});

describe("OMR sheet", () => {
  it.each([["0"], ["-3"], [""], ["2.5"]])(
    "refuses %j questions with SPEC's message next to the field",
    async (value) => {
      renderTool();
      await userEvent.clear(count());
      if (value) await userEvent.type(count(), value);
      await generate();
      await waitFor(() => expect(count()).toHaveAccessibleDescription("Please enter a valid number of questions."));
      expect(printDocument).not.toHaveBeenCalled();
    },
  );

  it("generates omr-sheet.pdf for the number asked, confirms, and remembers the number", async () => {
    printDocument.mockImplementation(async (job: PrintJob<unknown>) => {
      expect(typeof (await job.loadGenerator())).toBe("function");
      return { fileName: job.fileName, pageCount: 2 };
    });
    const first = renderTool();
    await userEvent.clear(count());
    await userEvent.type(count(), "200");
    await generate();
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("omr-sheet.pdf downloaded — 2 pages"), {
      timeout: 10_000,
    });
    expect(printDocument.mock.calls[0]![0]).toMatchObject({ fileName: "omr-sheet.pdf", data: { questionCount: 200 } });
    first.unmount();
    renderTool();
    expect(count()).toHaveValue(200);
  });

  it("asks the server first and, with no coins and no premium, explains why and links to Buy Coins", async () => {
    const { calls } = mockApi({ "POST /print-jobs": () => fail(402, "NO_COINS", "Not enough coins.") });
    renderTool();
    await generate();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("You have no coins left and no Premium.");
    expect(within(alert).getByRole("link", { name: "Buy Coins" })).toHaveAttribute("href", "/BuyCoins");
    expect(calls.find((call) => call.path === "/print-jobs")?.body).toEqual({ tool: "omr-sheet" });
    expect(printDocument).not.toHaveBeenCalled();
  });

  it("tells staff with no coins to ask the owner, with no Buy Coins link", async () => {
    mockApi({
      [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role: "staff" }),
      "POST /print-jobs": () => fail(402, "NO_COINS", "Not enough coins."),
    });
    renderTool();
    await waitFor(() => expect(screen.getByRole("button", { name: "Generate PDF" })).toBeEnabled());
    await generate();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("You have no coins left and no Premium.");
    expect(alert).toHaveTextContent("Ask the school's owner to buy coins or a plan.");
    expect(within(alert).queryByRole("link")).not.toBeInTheDocument();
  });

  it("keeps the scanning programs' files under a closed Advanced fold, in English and in Hindi", async () => {
    for (const language of ["en", "hi"] as const) {
      await i18next.changeLanguage(language);
      const view = renderTool();
      const texts = language === "en" ? omrTexts.en : omrTexts.hi;
      for (const name of [texts.template, texts.omrChecker]) {
        const fold = screen.getByRole("button", { name }).closest("details")!;
        expect(fold).not.toHaveAttribute("open");
        expect(fold.querySelector("summary")).toHaveTextContent(texts.advanced);
      }
      // The sheet itself stays outside it.
      expect(
        screen.getByRole("button", { name: language === "en" ? "Generate PDF" : "PDF बनाएँ" }).closest("details"),
      ).toBeNull();
      view.unmount();
    }
    await i18next.changeLanguage("en");
  });

  it("saves the layout template as JSON for the same number of questions", async () => {
    renderTool();
    await userEvent.clear(count());
    await userEvent.type(count(), "45");
    await userEvent.click(screen.getByRole("button", { name: "Download layout template (JSON)" }));
    await waitFor(() => expect(downloadJson).toHaveBeenCalledOnce());
    expect(downloadJson.mock.calls[0]![1]).toBe("omr-sheet-template.json");
    expect(screen.getByText("omr-sheet-template.json downloaded.")).toBeVisible();
  });

  it("saves the OMRChecker zip, a template.json and marker per page, for the number of questions", async () => {
    renderTool();
    await userEvent.clear(count());
    await userEvent.type(count(), "181");
    await userEvent.click(screen.getByRole("button", { name: "Download for OMRChecker" }));
    await waitFor(() => expect(downloadZip).toHaveBeenCalledOnce());
    const [bytes, fileName] = downloadZip.mock.calls[0]! as [Uint8Array, string];
    expect(fileName).toBe("omr-sheet-omrchecker.zip");
    const files = unzipSync(bytes);
    expect(
      Object.keys(files)
        .filter((name) => name.endsWith("template.json"))
        .sort(),
    ).toEqual(["page-1/template.json", "page-2/template.json"]);
    expect(files["page-2/omr_marker.png"]).toBeDefined();
    const second = JSON.parse(new TextDecoder().decode(files["page-2/template.json"])) as {
      fieldBlocks: Record<string, { fieldLabels: string[] }>;
    };
    expect(second.fieldBlocks.MCQ_Q181?.fieldLabels).toEqual(["q181"]);
    expect(screen.getByText("omr-sheet-omrchecker.zip downloaded.")).toBeVisible();
  });

  it("offers nothing to download until the number of questions is valid", async () => {
    renderTool();
    await userEvent.clear(count());
    await userEvent.click(screen.getByRole("button", { name: "Download for OMRChecker" }));
    await waitFor(() => expect(count()).toHaveAccessibleDescription("Please enter a valid number of questions."));
    expect(downloadZip).not.toHaveBeenCalled();
  });
});
