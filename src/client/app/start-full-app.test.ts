// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { addStartDataBlock } from "../components/testing/start-data-block";

const preloads = vi.hoisted(() => ({ page: vi.fn(), layout: vi.fn() }));
vi.mock("./full-app", () => ({ default: () => null }));
vi.mock("./route-table", () => ({
  appLayout: { load: preloads.layout },
  findAppRoute: (pathname: string) =>
    pathname === "/" ? { withLayout: true, page: { load: preloads.page } } : undefined,
}));

afterEach(() => {
  document.head.innerHTML = "";
  vi.unstubAllGlobals();
  vi.resetModules();
  preloads.page.mockClear();
  preloads.layout.mockClear();
});

async function freshStart() {
  const fetch = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal("fetch", fetch);
  return { fetch, ...(await import("./start-full-app")) };
}

describe("starting the full app (decision 0031)", () => {
  it("asks for the session and fetches the layout's and the page's code at once, not after the full app", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    const { fetch, startFullApp } = await freshStart();
    startFullApp("/");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual(["/api/auth/get-session", expect.anything()]);
    expect(preloads.page).toHaveBeenCalledOnce();
    expect(preloads.layout).toHaveBeenCalledOnce();
  });

  it("asks nothing when the page came with the server's answer (decision 0033), and still fetches the code", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    addStartDataBlock();
    const { fetch, startFullApp } = await freshStart();
    startFullApp("/");
    expect(fetch).not.toHaveBeenCalled();
    expect(preloads.page).toHaveBeenCalledOnce();
    expect(preloads.layout).toHaveBeenCalledOnce();
  });

  it("does it once per visit, however often the shell renders", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    const { fetch, startFullApp } = await freshStart();
    startFullApp("/");
    startFullApp("/");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(preloads.page).toHaveBeenCalledOnce();
  });

  it("asks nothing without a network: the guard works from the copy kept for offline use", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    const { fetch, startFullApp } = await freshStart();
    startFullApp("/");
    expect(fetch).not.toHaveBeenCalled();
    expect(preloads.page).toHaveBeenCalledOnce();
  });

  it("hands the early answer to the session query once; the next check asks the server again", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    const { fetch, startFullApp } = await freshStart();
    const { checkSession } = await import("../lib/session/early-session-check");
    startFullApp("/");
    void checkSession();
    expect(fetch).toHaveBeenCalledTimes(1);
    void checkSession();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives the full app only once the first page's and the layout's code have arrived, so its first render never suspends", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    let pageArrives!: () => void;
    preloads.page.mockReturnValueOnce(new Promise<void>((resolve) => (pageArrives = resolve)));
    preloads.layout.mockReturnValueOnce(Promise.reject(new Error("offline")));
    const { startFullApp, loadFullAppWithFirstScreen } = await freshStart();
    startFullApp("/");
    let given = false;
    const fullApp = loadFullAppWithFirstScreen().then(() => (given = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(given).toBe(false);
    // A part that fails is left to its own error boundary: the full app still comes.
    pageArrives();
    await fullApp;
    expect(given).toBe(true);
  });
});
