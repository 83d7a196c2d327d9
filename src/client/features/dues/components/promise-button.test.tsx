// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Defaulter } from "@/shared/api/dues";
import { fail, mockApi, ok } from "../../../components/testing/mock-api";
import { renderPage } from "../../../components/testing/render-page";
import { i18next } from "../../../lib/i18n";
import { PromiseButton } from "./promise-button";

const asha: Defaulter = {
  studentId: "s-asha",
  name: "Asha Verma",
  ledgerName: "Class 5",
  phoneNumber: "9876543210",
  outstanding: 1500,
  lastPaymentDate: null,
  lastRemindedAt: null,
};

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("Promise to pay", () => {
  it("records the family's promised date and note, then closes", async () => {
    const api = mockApi({
      "POST /families/9876543210/promise": ({ body }) => ok({ phone: "9876543210", ...(body as object) }),
    });
    renderPage(<PromiseButton defaulter={asha} />);
    await userEvent.click(screen.getByRole("button", { name: "Promise to pay: Asha Verma" }));
    const dialog = await screen.findByRole("dialog", { name: "Promise to pay" });
    expect(within(dialog).getByRole("button", { name: "Save promise" })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText("Will pay by"), { target: { value: "2099-12-05" } });
    await userEvent.type(within(dialog).getByLabelText("Note (optional)"), "After the harvest");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save promise" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/families/9876543210/promise",
      body: { date: "2099-12-05", note: "After the harvest" },
    });
  });

  it("shows the server's refusal in Hindi and stays open", async () => {
    await i18next.changeLanguage("hi");
    mockApi({
      "POST /families/9876543210/promise": () => fail(400, "VALIDATION", "A promised date cannot be in the past"),
    });
    renderPage(<PromiseButton defaulter={asha} />);
    await userEvent.click(screen.getByRole("button", { name: "भुगतान का वादा: Asha Verma" }));
    const dialog = await screen.findByRole("dialog", { name: "भुगतान का वादा" });
    fireEvent.change(within(dialog).getByLabelText("इस तारीख तक भुगतान"), { target: { value: "2099-12-05" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "वादा सहेजें" }));
    expect(await within(dialog).findByRole("alert")).toBeInTheDocument();
  });
});
