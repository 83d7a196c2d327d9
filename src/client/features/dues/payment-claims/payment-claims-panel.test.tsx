// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { PaymentClaim } from "@/shared/api/family";
import { fail, mockApi, ok } from "../../../components/testing/mock-api";
import { renderPage } from "../../../components/testing/render-page";
import { i18next } from "../../../lib/i18n";
import { PaymentClaimsPanel } from "./payment-claims-panel";

const claim = (overrides: Partial<PaymentClaim>): PaymentClaim => ({
  id: "c-1",
  phone: "9111111111",
  utr: "401234567890",
  amount: 2500,
  status: "pending",
  split: null,
  rejectReason: null,
  createdAt: "2025-11-20T06:30:00.000Z",
  students: [
    { studentId: "s-aarav", name: "Aarav Kumar", ledgerName: "Class 3 A" },
    { studentId: "s-priya", name: "Priya Kumari", ledgerName: "Class 5 B" },
  ],
  receiptNos: [],
  ...overrides,
});

/** A school with two claims waiting; confirming or rejecting takes one off the list. */
function claimsServer(options: { confirm?: () => ReturnType<typeof ok> } = {}) {
  let pending = [
    claim({
      split: [
        { studentId: "s-aarav", amount: 1000 },
        { studentId: "s-priya", amount: 1500 },
      ],
    }),
    claim({
      id: "c-2",
      utr: "409999999999",
      amount: 700,
      students: [{ studentId: "s-sonu", name: "Sonu Paswan", ledgerName: "Class 3 A" }],
    }),
  ];
  const decide = (id: string, decided: Partial<PaymentClaim>) => {
    const found = pending.find((c) => c.id === id)!;
    pending = pending.filter((c) => c.id !== id);
    return ok({ ...found, ...decided });
  };
  return mockApi({
    "GET /payment-claims": () => ok(pending),
    "POST /payment-claims/c-1/confirm": () =>
      options.confirm?.() ?? decide("c-1", { status: "confirmed", receiptNos: ["2025-26/0007", "2025-26/0008"] }),
    "POST /payment-claims/c-2/reject": ({ body }) =>
      decide("c-2", { status: "rejected", rejectReason: (body as { reason: string }).reason }),
  });
}

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("Payments to confirm (dues page)", () => {
  it("lists the claims with amount, children, UTR and split; Confirm records them and the count drops", async () => {
    const api = claimsServer();
    renderPage(<PaymentClaimsPanel />);
    const panel = await screen.findByRole("region", { name: "2 payments to confirm" });
    const rows = within(panel).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("₹2,500 · Aarav Kumar, Priya Kumari");
    expect(rows[0]).toHaveTextContent("UTR 401234567890");
    expect(rows[0]).toHaveTextContent("Aarav Kumar: ₹1,000 · Priya Kumari: ₹1,500");
    expect(rows[1]).toHaveTextContent("Oldest dues first");

    await userEvent.click(
      within(rows[0]!).getByRole("button", { name: "Confirm ₹2,500 from Aarav Kumar, Priya Kumari" }),
    );
    expect(await screen.findByText("Recorded: receipts 2025-26/0007, 2025-26/0008")).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "1 payment to confirm" })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === "POST" && c.path === "/payment-claims/c-1/confirm")).toBe(true);
  });

  it("Reject asks for a reason (checked like the server) and sends it; the panel goes once none is left", async () => {
    const api = claimsServer();
    renderPage(<PaymentClaimsPanel />);
    await screen.findByRole("region", { name: "2 payments to confirm" });
    await userEvent.click(screen.getByRole("button", { name: "Reject ₹700 from Sonu Paswan" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this payment" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject payment" }));
    expect(api.calls.some((c) => c.path === "/payment-claims/c-2/reject")).toBe(false);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "No such UTR in the bank");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject payment" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.path === "/payment-claims/c-2/reject")?.body).toEqual({
      reason: "No such UTR in the bank",
    });
    expect(await screen.findByRole("region", { name: "1 payment to confirm" })).toBeInTheDocument();
  });

  it("says a UTR already recorded in Hindi, and shows nothing when no claim waits", async () => {
    await i18next.changeLanguage("hi");
    claimsServer({ confirm: () => fail(409, "DUPLICATE_UTR", "already recorded") });
    renderPage(<PaymentClaimsPanel />);
    const panel = await screen.findByRole("region", { name: "2 भुगतानों की पुष्टि बाकी" });
    await userEvent.click(within(panel).getAllByRole("button", { name: /पुष्टि करें/ })[0]!);
    expect(await screen.findByText("यह UTR विद्यालय में पहले से दर्ज है।")).toBeInTheDocument();
  });

  it("renders nothing while no claim is pending", async () => {
    const api = mockApi({ "GET /payment-claims": () => ok([]) });
    renderPage(<PaymentClaimsPanel />);
    await waitFor(() => expect(api.calls.some((c) => c.path === "/payment-claims")).toBe(true));
    // The answer has arrived and React has rendered it: still no panel.
    await act(async () => {
      await api.fetchMock.mock.results.at(-1)!.value;
    });
    expect(screen.queryByRole("heading", { name: /to confirm/ })).not.toBeInTheDocument();
  });
});
