// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../testing/mock-api";
import { SLIPS_PATH, slipList, withSlipList } from "../testing/slip-list-probe";
// For its afterEach: unmounts the hook and restores the real fetch.
import "../testing/render-page";
import { useChargeDues } from "./use-charge-dues";

describe("useChargeDues", () => {
  it("sends the form's Idempotency-Key and refreshes the demand slips with the charged fee", async () => {
    let owed = 0;
    const { calls, fetchMock } = mockApi({
      [SLIPS_PATH]: slipList(() => owed),
      "POST /ledger/ledger-1/dues": ({ body }) => {
        owed += (body as { amount: number }).amount;
        return ok({ created: 1, totalRupees: owed });
      },
    });
    const view = await withSlipList(() => useChargeDues("ledger-1", "key-1"));
    expect(view.owedOnSlip()).toBe(0);

    await act(() =>
      view.result.current.hook.mutateAsync({ amount: 1200, description: "April fee", transactionDate: "2026-04-01" }),
    );
    await waitFor(() => expect(view.owedOnSlip()).toBe(1200));
    const charge = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith("/ledger/ledger-1/dues") && init?.method === "POST",
    );
    expect(new Headers(charge?.[1]?.headers).get("idempotency-key")).toBe("key-1");
    expect(calls.filter((call) => `${call.method} ${call.path}` === SLIPS_PATH)).toHaveLength(2);
  });
});
