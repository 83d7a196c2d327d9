import { vi } from "vitest";
import type { Ledger } from "@/shared/api/ledger";
import type { School } from "@/shared/api/school";
import type { Wallet } from "@/shared/api/wallet";
import { fakeUser } from "./fake-current-user";

export interface MockResponse {
  status?: number;
  body: unknown;
}
type Handler = (request: {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}) => MockResponse | Promise<MockResponse>;

export const fakeSchool: School = {
  _id: "school-1",
  schoolId: "SVM123",
  schoolName: "Saraswati Vidya Mandir",
  directorName: fakeUser.name,
  contactNumber: "9876543210",
  address: "Station Road, Sitamarhi",
  uid: fakeUser.id,
  upiVpa: "",
  slipDueDays: 10,
  staffMayCloseDay: false,
  role: "owner",
  createdAt: "2025-04-01T00:00:00.000Z",
  updatedAt: "2025-04-01T00:00:00.000Z",
};

/** A ledger of `fakeSchool`, empty unless told otherwise. */
export const fakeLedger = (overrides: Partial<Ledger> = {}): Ledger => ({
  _id: "ledger-1",
  ledgerName: "Class 10 A",
  className: "10",
  sessionYear: "2025-26",
  schoolOwnerId: fakeSchool._id,
  studentCount: 0,
  transactionCount: 0,
  outstanding: 0,
  collected: 0,
  owingCount: 0,
  createdAt: "2025-04-01T00:00:00.000Z",
  updatedAt: "2025-04-01T00:00:00.000Z",
  ...overrides,
});

export const fakeWallet: Wallet = {
  coins: 20,
  isPremium: false,
  premiumUntil: null,
  dlPremiumUntil: null,
  billing: true,
};

export const ok = (data: unknown, extra: Record<string, unknown> = {}): MockResponse => ({
  body: { success: true, data, ...extra },
});
export const fail = (
  status: number,
  code: string,
  message: string,
  issues?: { path: string; message: string }[],
): MockResponse => ({
  status,
  body: { success: false, error: { code, message, issues } },
});

/**
 * Replaces fetch with a tiny router over `/api/v1`: "METHOD /path" (path without the query) → handler.
 * The caller's school lookup, the wallet and a print tool's charge (1 coin) are answered by default;
 * unknown calls fail loudly with 404.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const all: Record<string, Handler> = {
    [`GET /school/uid/${fakeUser.id}`]: () => ok(fakeSchool),
    "GET /wallet": () => ok(fakeWallet),
    "POST /print-jobs": () => ({
      status: 201,
      body: { success: true, data: { charged: 1, wallet: { ...fakeWallet, coins: fakeWallet.coins - 1 } } },
    }),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, "");
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const handler = all[`${method} ${path}`];
    const response = handler
      ? await handler({ method, path, url, body })
      : fail(404, "NOT_FOUND", `No mock for ${method} ${path}`);
    // Bytes (a student's photo) go as they are.
    if (response.body instanceof Uint8Array)
      return new Response(response.body as Uint8Array<ArrayBuffer>, {
        status: response.status ?? 200,
        headers: { "content-type": "image/jpeg" },
      });
    return new Response(JSON.stringify(response.body), {
      status: response.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

/** A response the test releases when it chooses, to look at the screen while a call is in flight. */
export function deferred() {
  let release!: (response: MockResponse) => void;
  const promise = new Promise<MockResponse>((resolve) => (release = resolve));
  return { promise, release };
}
