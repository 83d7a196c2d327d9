// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Family } from "@/shared/api/family";
import { mockApi, ok } from "../../components/testing/mock-api";
import { renderPage } from "../../components/testing/render-page";
import { i18next } from "../../lib/i18n";
import FamiliesPage from "./families-page";

vi.mock("@/client/lib/session/use-current-user", () => import("../../components/testing/fake-current-user"));

const kumar: Family = {
  phone: "9111111111",
  balance: 3600,
  students: [
    { studentId: "s-aarav", name: "Aarav Kumar", ledgerName: "Class 3 A", balance: 2000 },
    { studentId: "s-priya", name: "Priya Kumari", ledgerName: "Class 5 B", balance: 1600 },
  ],
};
const paswan: Family = {
  phone: "9222222222",
  balance: 700,
  students: [{ studentId: "s-sonu", name: "Sonu Paswan", ledgerName: "Class 3 A", balance: 700 }],
};
const URL_1 = "http://localhost:3000/p/abcdefghijklmnopqrstuvwxyz234567";

function familiesServer() {
  return mockApi({
    "GET /families": ({ url }) => {
      const search = (url.searchParams.get("search") ?? "").toLowerCase();
      const data = [kumar, paswan].filter((f) => f.students.some((s) => s.name.toLowerCase().includes(search)));
      return ok(data, { currentPage: 1, totalPages: 1, totalCount: data.length });
    },
    "POST /families/9111111111/link": () => ok({ url: URL_1 }),
    "DELETE /families/9111111111/link": () => ok({ revoked: true }),
  });
}

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("Families page", () => {
  it("lists families with each child's balance and the total, and searches on the server", async () => {
    const api = familiesServer();
    renderPage(<FamiliesPage />, { path: "/families", url: "/families" });
    const list = await screen.findByRole("list", { name: "Families, largest balance first" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("9111111111 · Total ₹3,600");
    expect(rows[0]).toHaveTextContent("Aarav Kumar · Class 3 A · ₹2,000");
    expect(rows[0]).toHaveTextContent("Priya Kumari · Class 5 B · ₹1,600");
    await userEvent.type(screen.getByRole("searchbox"), "sonu");
    await waitFor(() => expect(screen.queryByText(/Aarav Kumar/)).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.path === "/families" && c.method === "GET")).toBe(true);
  });

  it("'Parent page link' makes a link to copy or share on WhatsApp, and Revoke asks first", async () => {
    const api = familiesServer();
    renderPage(<FamiliesPage />, { path: "/families", url: "/families" });
    await userEvent.click(await screen.findByRole("button", { name: "Parent page link for 9111111111" }));
    const dialog = await screen.findByRole("dialog", { name: "Parent page link" });
    expect(await within(dialog).findByDisplayValue(URL_1)).toBeInTheDocument();
    const share = within(dialog).getByRole("link", { name: "Share on WhatsApp" });
    const href = new URL(share.getAttribute("href")!);
    expect(href.origin + href.pathname).toBe("https://wa.me/919111111111");
    expect(href.searchParams.get("text")).toBe(
      `Fees of Aarav Kumar, Priya Kumari: see what is due, pay by UPI and get receipts here: ${URL_1}`,
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Revoke link" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Revoke the parent page link?" });
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Revoke link" }));
    expect(await screen.findByText("Link revoked")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/families/9111111111/link"]);
  });
});
