// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../../components/testing/mock-api";
import { SLIPS_PATH, slipList, withSlipList } from "../../../components/testing/slip-list-probe";
// For its afterEach: unmounts the hook and restores the real fetch.
import "../../../components/testing/render-page";
import { useAddTransaction } from "./use-add-transaction";

describe("useAddTransaction", () => {
  it("refreshes the demand slips: a slip list open elsewhere shows the new balance", async () => {
    let owed = 1000;
    const { calls } = mockApi({
      [SLIPS_PATH]: slipList(() => owed),
      "POST /transactions/add": ({ body }) => {
        owed += (body as { amount: number }).amount;
        return ok({
          _id: "t-1",
          ...(body as object),
          createdAt: "2026-01-01T00:00:00.000Z",
          receiptNo: null,
          paymentMode: null,
        });
      },
    });
    const view = await withSlipList(() =>
      useAddTransaction({ schoolId: "school-1", studentId: "student-1", ledgerId: "ledger-1" }),
    );
    expect(view.owedOnSlip()).toBe(1000);

    await act(() =>
      view.result.current.hook.mutateAsync({
        amount: 250,
        description: "Exam fee",
        transactionType: "Debit",
        transactionDate: "2026-01-05",
      }),
    );
    await waitFor(() => expect(view.owedOnSlip()).toBe(1250));
    expect(calls.filter((call) => `${call.method} ${call.path}` === SLIPS_PATH)).toHaveLength(2);
  });
});
