// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Defaulter } from "@/shared/api/dues";
import { fail, mockApi, ok } from "../../../components/testing/mock-api";
import { renderPage } from "../../../components/testing/render-page";
import { i18next } from "../../../lib/i18n";
import { DefaultersSection } from "./defaulters-section";

const asha: Defaulter = {
  studentId: "s-asha",
  name: "Asha Verma",
  ledgerName: "Class 5",
  phoneNumber: "9876543210",
  outstanding: 1500,
  lastPaymentDate: null,
  lastRemindedAt: null,
};

/** The list with Asha's row, whose calendar icon opens the one promise dialog for her family. */
function renderList(promise: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({
    "GET /dues/defaulters": () =>
      ok([asha, { ...asha, studentId: "s-ravi", name: "Ravi Kumar", phoneNumber: "9123456780" }], {
        currentPage: 1,
        totalPages: 1,
      }),
    "GET /reminders/template": () => ok({ en: null, hi: null, familyEn: null, familyHi: null }),
    "POST /families/9876543210/promise": promise,
  });
  renderPage(<DefaultersSection session="2025-26" ledgers={[]} />);
  return api;
}

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("Promise to pay", () => {
  it("records the family's promised date and note, then closes", async () => {
    const api = renderList(({ body }) => ok({ phone: "9876543210", ...(body as object) }));
    // One dialog for the list, none mounted in the rows.
    expect(await screen.findByRole("button", { name: "Promise to pay: Ravi Kumar" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Promise to pay: Asha Verma" }));
    const dialog = await screen.findByRole("dialog", { name: "Promise to pay" });
    expect(dialog).toHaveTextContent("9876543210");
    expect(within(dialog).getByRole("button", { name: "Save promise" })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText("Will pay by"), { target: { value: "2099-12-05" } });
    await userEvent.type(within(dialog).getByLabelText("Note (optional)"), "After the harvest");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save promise" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/families/9876543210/promise",
      body: { date: "2099-12-05", note: "After the harvest" },
    });
    // Focus goes back to the row's button, and the next family's form starts empty.
    expect(screen.getByRole("button", { name: "Promise to pay: Asha Verma" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Promise to pay: Ravi Kumar" }));
    const next = await screen.findByRole("dialog", { name: "Promise to pay" });
    expect(next).toHaveTextContent("9123456780");
    expect(within(next).getByLabelText("Note (optional)")).toHaveValue("");
  });

  it("shows the server's refusal in Hindi and stays open", async () => {
    await i18next.changeLanguage("hi");
    renderList(() => fail(400, "VALIDATION", "A promised date cannot be in the past"));
    await userEvent.click(await screen.findByRole("button", { name: "भुगतान का वादा: Asha Verma" }));
    const dialog = await screen.findByRole("dialog", { name: "भुगतान का वादा" });
    fireEvent.change(within(dialog).getByLabelText("इस तारीख तक भुगतान"), { target: { value: "2099-12-05" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "वादा सहेजें" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("A promised date cannot be in the past");
    expect(dialog).toBeInTheDocument();
  });
});
