// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { softNavigate } from "../lib/soft-navigation";
import { AppShell } from "./app-shell";

vi.mock("./full-app", () => ({
  default: function FullApp() {
    return <p>The full app at {useLocation().pathname}</p>;
  },
}));

function renderShell(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AppShell />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A signed-out /login is shown by main.tsx without this shell (signed-out-login.test.tsx).
describe("the app's shell", () => {
  it("loads the full app for any path without waiting for the session", async () => {
    // The session never answers here: the full app must not wait for it (its guard does).
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderShell("/dues");
    expect(await screen.findByText("The full app at /dues")).toBeVisible();
  });

  it("moves the sign-in page's links through the router once it has taken over", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderShell("/login");
    expect(await screen.findByText("The full app at /login")).toBeVisible();
    act(() => softNavigate("/TermsAndConditions"));
    expect(await screen.findByText("The full app at /TermsAndConditions")).toBeVisible();
  });
});
