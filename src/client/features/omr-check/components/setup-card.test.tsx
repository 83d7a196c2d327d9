// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../components/testing/mock-api";
import { renderPage } from "../../../components/testing/render-page";
import { DEFAULT_SETTINGS, type CheckSettings } from "../check-settings";
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

/** The card as the page holds it: its settings in state. */
function StatefulCard({ initial }: { initial: CheckSettings }) {
  const [settings, setSettings] = useState(initial);
  return <SetupCard settings={settings} onChange={setSettings} problems={{}} ledgerId="" onLedger={() => undefined} />;
}

describe("the answer key grid", () => {
  it("is one key with the typed box: a tap writes the letter in place, typing moves the grid", async () => {
    const user = userEvent.setup();
    renderPage(<StatefulCard initial={{ ...DEFAULT_SETTINGS, questionCount: "4", answerKey: "ab" }} />);
    const box = screen.getByRole("textbox", { name: /Answer key/ });
    // Closed, it draws nothing; opened, one group of A–D and "not counted" per question.
    expect(screen.queryByRole("group", { name: "Question 1" })).not.toBeInTheDocument();
    await user.click(screen.getByText("Tap the answers, question by question"));
    const question = (n: number) => screen.getByRole("group", { name: `Question ${n}` });
    expect(
      within(question(4))
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("aria-label")),
    ).toEqual(["A", "B", "C", "D", "Not counted"]);
    expect(within(question(1)).getByRole("radio", { name: "A" })).toBeChecked();
    expect(within(question(2)).getByRole("radio", { name: "B" })).toBeChecked();

    await user.click(within(question(4)).getByRole("radio", { name: "D" }));
    expect(box).toHaveValue("AB?D");
    await user.click(within(question(3)).getByRole("radio", { name: "Not counted" }));
    expect(box).toHaveValue("AB-D");
    await user.click(within(question(1)).getByRole("radio", { name: "C" }));
    expect(box).toHaveValue("CB-D");

    await user.clear(box);
    await user.type(box, "dcba");
    expect(within(question(1)).getByRole("radio", { name: "D" })).toBeChecked();
    expect(within(question(4)).getByRole("radio", { name: "A" })).toBeChecked();
    expect(within(question(3)).getByRole("radio", { name: "Not counted" })).not.toBeChecked();
  });
});
