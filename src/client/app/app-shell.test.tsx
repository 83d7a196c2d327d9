// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { twMerge } from "tailwind-merge";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PageErrorBoundary } from "../components/page-error-boundary";
import { setClassMerger } from "../lib/cn";
import "../lib/i18n";
import { markUpdateReady } from "../lib/pwa/pwa-state";
import { checkSession } from "../lib/session/early-session-check";
import { AppShell } from "./app-shell";

vi.mock("./full-app", () => ({ default: () => <p>The full app</p> }));

/** Every element's classes, where tailwind-merge would change them: each one a conflict `cn` leaves unresolved. */
function conflictingClasses(root: HTMLElement): string[] {
  return [root, ...root.querySelectorAll("*")].flatMap((element) => {
    const classes = (element.getAttribute("class") ?? "").trim().replace(/\s+/g, " ");
    return classes && twMerge(classes) !== classes ? [`<${element.tagName.toLowerCase()} class="${classes}">`] : [];
  });
}

function stubSession(user: object | null) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(user ? { user } : null), { headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

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

describe("the start-up shell", () => {
  it("shows /login to someone signed out without loading the full app", async () => {
    stubSession(null);
    renderShell("/login");
    expect(await screen.findByRole("button", { name: "Sign up with Google" })).toBeVisible();
    expect(screen.queryByText("The full app")).toBeNull();
  });

  it("hands a signed-in visitor to the full app, whose guard sends them on", async () => {
    const fetch = stubSession({ id: "u1", name: "Asha", email: "asha@example.com" });
    renderShell("/login");
    expect(await screen.findByText("The full app")).toBeVisible();
    // The full app's session query gets the shell's answer: the server was asked once.
    await expect(checkSession()).resolves.toMatchObject({ id: "u1" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("loads the full app for any other path without waiting for the session", async () => {
    // The session never answers here: the full app must not wait for it (its guard does).
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderShell("/dues");
    expect(await screen.findByText("The full app")).toBeVisible();
  });
});

// tailwind-merge arrives with the full app (lib/cn.ts); until then `cn` only joins classes.
describe("what is shown before tailwind-merge loads", () => {
  beforeAll(() => setClassMerger((classes) => classes));
  afterAll(() => setClassMerger(twMerge));

  it("has no conflicting Tailwind classes, so it looks the same with tailwind-merge", async () => {
    stubSession(null);
    const { container } = renderShell("/login?error=signin");
    expect(conflictingClasses(container), "the session check's spinner").toEqual([]);
    await screen.findByRole("button", { name: "Sign up with Google" });
    expect(screen.getByRole("alert")).toBeVisible();
    act(() => {
      window.dispatchEvent(new Event("offline"));
      markUpdateReady(async () => undefined);
    });
    expect(screen.getByTestId("offline-banner")).toBeVisible();
    expect(conflictingClasses(container), "the sign-in page and the banners").toEqual([]);
    act(() => void window.dispatchEvent(new Event("online")));
  });

  it("has no conflicting classes in the message a failed page shows", () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the caught error.
    const Broken = (): never => {
      throw new Error("a bug");
    };
    const { container } = render(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toBeVisible();
    expect(conflictingClasses(container)).toEqual([]);
    vi.restoreAllMocks();
  });
});
