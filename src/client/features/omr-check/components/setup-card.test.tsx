// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../components/testing/mock-api";
import { renderPage } from "../../../components/testing/render-page";
import { DEFAULT_SETTINGS } from "../check-settings";
import { SetupCard } from "./setup-card";

vi.mock("../../../lib/session/use-current-user", () => import("../../../components/testing/fake-current-user"));
const runOmrWorkers = vi.hoisted(() => vi.fn());
vi.mock("../worker/run-omr-workers", () => ({ runOmrWorkers }));

beforeEach(() => {
  mockApi({});
  runOmrWorkers.mockReset();
});

describe("SetupCard", () => {
  it("says the number of questions is missing when a key sheet is chosen without it, and reads nothing", async () => {
    const { container } = renderPage(
      <SetupCard
        settings={{ ...DEFAULT_SETTINGS, questionCount: "" }}
        onChange={() => undefined}
        problems={{}}
        ledgerId=""
        onLedger={() => undefined}
      />,
    );
    const keySheet = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(keySheet, new File(["x"], "key.jpg", { type: "image/jpeg" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid number of questions.");
    expect(runOmrWorkers).not.toHaveBeenCalled();
  });
});
