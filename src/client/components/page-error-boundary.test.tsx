// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy, Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18next } from "../lib/i18n";
import { isChunkLoadError, PageErrorBoundary, RELOADED_AT_KEY } from "./page-error-boundary";

const reload = vi.fn();
const realLocation = window.location;

beforeEach(() => {
  reload.mockReset();
  sessionStorage.clear();
  Object.defineProperty(window, "location", { configurable: true, value: { ...realLocation, reload } });
  vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the caught error.
});
afterEach(async () => {
  cleanup();
  Object.defineProperty(window, "location", { configurable: true, value: realLocation });
  vi.restoreAllMocks();
  await i18next.changeLanguage("en");
});

/** A route whose code chunk is gone, as after a deploy: the browser's own import() failure. */
function missingChunkPage() {
  const Page = lazy(() =>
    Promise.reject(new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/page-1a2b.js")),
  );
  return (
    <PageErrorBoundary resetKey="/omr-sheet">
      <Suspense fallback="loading">
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

function Broken(): never {
  throw new Error("a bug");
}

describe("PageErrorBoundary", () => {
  it("reloads the page once when a lazy chunk fails to load", async () => {
    render(missingChunkPage());
    await screen.findByRole("alert");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(RELOADED_AT_KEY))).toBeGreaterThan(Date.now() - 5_000);
  });

  it("after a reload that did not help, shows the message and a Reload button instead of reloading again", async () => {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now() - 1_000));
    render(missingChunkPage());
    expect(await screen.findByRole("heading", { name: "This page could not be shown" })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads again for a later deploy, once the guard has expired", async () => {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now() - 10 * 60_000));
    render(missingChunkPage());
    await screen.findByRole("alert");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the message in Hindi, and never reloads by itself for an ordinary error", async () => {
    await i18next.changeLanguage("hi");
    render(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole("heading", { name: "यह पेज दिखाया नहीं जा सका" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "दोबारा लोड करें" })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it("recognises the chunk errors of Chromium, Firefox and Safari", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("a bug"))).toBe(false);
  });
});
