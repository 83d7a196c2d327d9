// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_FAMILY_REMINDER_TEMPLATES } from "@/shared/rules/family-reminder-message";
import { mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import SettingsPage from "./settings-page";

vi.mock("../../lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));
vi.mock("../../lib/auth-client", () => ({ authClient: { signOut: vi.fn() } }));

describe("Family reminder template", () => {
  it("shows the default family texts and saves the owner's English one, keeping the per-student texts", async () => {
    const stored = { en: "Own {student}", hi: null, familyEn: null, familyHi: null, reminderSkipDays: 3 };
    const api = mockApi({
      "GET /reminders/template": () => ok(stored),
      "PUT /reminders/template": ({ body }) => ok(body),
    });
    renderPage(<SettingsPage />, { path: "/settings", url: "/settings" });
    const english = await screen.findByLabelText("Family message in English");
    expect(english).toHaveValue(DEFAULT_FAMILY_REMINDER_TEMPLATES.en);
    expect(screen.getByLabelText("Family message in Hindi")).toHaveValue(DEFAULT_FAMILY_REMINDER_TEMPLATES.hi);
    await userEvent.clear(english);
    await userEvent.click(english);
    await userEvent.paste("Dear {family}, {total} due at {school}");
    const days = screen.getByLabelText("Days between reminders");
    expect(days).toHaveValue(3);
    await userEvent.clear(days);
    await userEvent.type(days, "7");
    await userEvent.click(screen.getByRole("button", { name: "Save family message" }));
    expect(await screen.findByText("Reminder message saved.")).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === "PUT")!.body).toEqual({
      en: "Own {student}",
      hi: null,
      familyEn: "Dear {family}, {total} due at {school}",
      familyHi: null,
      reminderSkipDays: 7,
    });
  });
});
