// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ReminderTemplates } from "@/shared/api/reminder";
import { CONTROL_CHARACTERS_MESSAGE } from "@/shared/rules/messages";
import { DEFAULT_REMINDER_TEMPLATES, REMINDER_PLACEHOLDERS } from "@/shared/rules/reminder-message";
import { fakeUser } from "../../components/testing/fake-current-user";
import { fail, fakeSchool, mockApi, ok, type MockResponse } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import SettingsPage from "./settings-page";

vi.mock("../../lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));
vi.mock("../../lib/auth-client", () => ({ authClient: { signOut: vi.fn() } }));

/** A server keeping the school's templates; PUT answers what it stored (empty → null), like the real one. */
function templateServer(initial: ReminderTemplates, put?: (body: ReminderTemplates) => MockResponse) {
  const state = { templates: initial };
  const api = mockApi({
    "GET /reminders/template": () => ok(state.templates),
    "PUT /reminders/template": ({ body }) => {
      const answer = put?.(body as ReminderTemplates);
      if (answer) return answer;
      const { en, hi } = body as ReminderTemplates;
      state.templates = { en: en || null, hi: hi || null };
      return ok(state.templates);
    },
  });
  return { ...api, state };
}

const section = async () => within(await screen.findByRole("region", { name: "WhatsApp reminder message" }));
const puts = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === "PUT").map((call) => call.body);

describe("Settings › WhatsApp reminder message", () => {
  it("shows the saved English text, the default Hindi one and every placeholder; saves an edit (the untouched default stays null)", async () => {
    const { calls } = templateServer({ en: "Fee due for {student}: {amount}", hi: null });
    const user = userEvent.setup();
    renderPage(<SettingsPage />);
    const editor = await section();
    const english = await editor.findByLabelText("Message in English");
    const hindi = editor.getByLabelText("Message in Hindi");
    expect(english).toHaveValue("Fee due for {student}: {amount}");
    expect(hindi).toHaveValue(DEFAULT_REMINDER_TEMPLATES.hi);
    const placeholders = within(editor.getByRole("list", { name: "Placeholders" })).getAllByRole("listitem");
    expect(placeholders.map((item) => item.querySelector("code")?.textContent)).toEqual([...REMINDER_PLACEHOLDERS]);
    expect(placeholders[1]).toHaveTextContent("{amount} the amount still owed, in ₹");

    await user.clear(english);
    await user.type(english, "Please pay {{amount} for {{student} at {{school}.");
    expect(english).toHaveAccessibleDescription("46 of 1000 characters");
    await user.click(editor.getByRole("button", { name: "Save message" }));
    expect(await editor.findByRole("status")).toHaveTextContent("Reminder message saved.");
    expect(puts(calls)).toEqual([{ en: "Please pay {amount} for {student} at {school}.", hi: null }]);
  });

  it("refuses control characters and more than 1000 characters next to the field, and sends nothing", async () => {
    const { calls } = templateServer({ en: null, hi: null });
    const user = userEvent.setup();
    renderPage(<SettingsPage />);
    const editor = await section();
    const english = await editor.findByLabelText("Message in English");
    const hindi = editor.getByLabelText("Message in Hindi");

    await user.click(english);
    await user.paste("\u0007bell");
    await user.clear(hindi);
    await user.click(hindi);
    await user.paste("क".repeat(1001));
    await user.click(editor.getByRole("button", { name: "Save message" }));

    await waitFor(() => expect(english).toHaveAccessibleDescription(CONTROL_CHARACTERS_MESSAGE));
    expect(english).toHaveAttribute("aria-invalid", "true");
    expect(hindi).toHaveAccessibleDescription("At most 1000 characters.");
    expect(puts(calls)).toEqual([]);
  });

  it("puts the server's refusal next to its field", async () => {
    templateServer({ en: null, hi: null }, () =>
      fail(400, "VALIDATION", "Validation failed", [{ path: "hi", message: CONTROL_CHARACTERS_MESSAGE }]),
    );
    const user = userEvent.setup();
    renderPage(<SettingsPage />);
    const editor = await section();
    const hindi = await editor.findByLabelText("Message in Hindi");
    await user.click(editor.getByRole("button", { name: "Save message" }));
    await waitFor(() => expect(hindi).toHaveAccessibleDescription(CONTROL_CHARACTERS_MESSAGE));
    expect(editor.queryByRole("status")).not.toBeInTheDocument();
  });

  it("resets both languages to the default (null on the server)", async () => {
    const { calls, state } = templateServer({ en: "Old {student}", hi: "पुराना {student}" });
    const user = userEvent.setup();
    renderPage(<SettingsPage />);
    const editor = await section();
    expect(await editor.findByLabelText("Message in English")).toHaveValue("Old {student}");
    await user.click(editor.getByRole("button", { name: "Reset to default" }));
    expect(await editor.findByRole("status")).toHaveTextContent("The default message is back in both languages.");
    expect(puts(calls)).toEqual([{ en: null, hi: null }]);
    expect(state.templates).toEqual({ en: null, hi: null });
    expect(editor.getByLabelText("Message in English")).toHaveValue(DEFAULT_REMINDER_TEMPLATES.en);
    expect(editor.getByLabelText("Message in Hindi")).toHaveValue(DEFAULT_REMINDER_TEMPLATES.hi);
  });

  it("is not shown to staff, who may not change it", async () => {
    const { calls } = mockApi({ [`GET /school/uid/${fakeUser.id}`]: () => ok({ ...fakeSchool, role: "staff" }) });
    renderPage(<SettingsPage />);
    // The school has loaded (its UPI card says none is set) and the rest of the page is there.
    expect(await screen.findByText("Not set: slips print without a QR code.")).toBeVisible();
    expect(screen.getByRole("region", { name: "Account" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "WhatsApp reminder message" })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "/reminders/template")).toBe(false);
  });
});
