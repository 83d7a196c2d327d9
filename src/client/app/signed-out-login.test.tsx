// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { twMerge } from "tailwind-merge";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addStartDataBlock } from "../components/testing/start-data-block";

// The sign-in screen runs before the app's router and i18next have loaded (decision 0051): importing
// either from its code fails this file.
vi.mock("react-router", () => {
  throw new Error("the sign-in screen imported React Router");
});
vi.mock("react-i18next", () => {
  throw new Error("the sign-in screen imported react-i18next");
});

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

/** The modules anew, so the early session check and the page's start data are read for this test. */
async function renderSignIn(url = "/login") {
  window.history.replaceState(null, "", url);
  vi.resetModules();
  const { SignedOutLogin } = await import("./signed-out-login");
  const session = await import("../lib/session/early-session-check");
  const onNotSignedOut = vi.fn();
  const view = render(<SignedOutLogin onNotSignedOut={onNotSignedOut} />);
  return { ...view, onNotSignedOut, checkSession: session.checkSession };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.innerHTML = "";
});

describe("/login signed out, shown without the app (decisions 0027, 0051)", () => {
  it("shows the sign-in page in the device's language, and keeps to it when the language changes", async () => {
    stubSession(null);
    localStorage.setItem("bahi.language", "en");
    const { onNotSignedOut } = await renderSignIn();
    expect(await screen.findByRole("button", { name: "Sign up with Google" })).toBeVisible();
    // The tab title is set in an effect, after the page's first paint.
    await vi.waitFor(() => expect(document.title).toBe("Sign in · Bahi"));
    expect(screen.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/TermsAndConditions");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "hi");
    expect(await screen.findByRole("button", { name: "Google से साइन अप करें" })).toBeVisible();
    await vi.waitFor(() => expect(document.title).toBe("साइन इन · बही"));
    expect(document.documentElement.lang).toBe("hi");
    expect(localStorage.getItem("bahi.language")).toBe("hi");
    expect(onNotSignedOut).not.toHaveBeenCalled();
    localStorage.setItem("bahi.language", "en");
  });

  it("follows a link through the soft navigator, not a page load", async () => {
    stubSession(null);
    const { onNotSignedOut } = await renderSignIn();
    const { setSoftNavigator } = await import("../lib/soft-navigation");
    const navigate = vi.fn();
    setSoftNavigator(navigate);
    await userEvent.click(await screen.findByRole("link", { name: "Privacy Policy" }));
    expect(navigate).toHaveBeenCalledWith("/privacy-policy");
    expect(window.location.pathname).toBe("/login");
    expect(onNotSignedOut).not.toHaveBeenCalled();
  });

  it("hands a signed-in visitor to the app, whose session query takes the same answer", async () => {
    const fetch = stubSession({ id: "u1", name: "Asha", email: "asha@example.com" });
    const { onNotSignedOut, checkSession } = await renderSignIn();
    await vi.waitFor(() => expect(onNotSignedOut).toHaveBeenCalledOnce());
    expect(screen.queryByRole("button", { name: "Sign up with Google" })).toBeNull();
    await expect(checkSession()).resolves.toMatchObject({ id: "u1" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("hands over without asking the server when the page's start data says someone is signed in (decision 0033)", async () => {
    addStartDataBlock();
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal("fetch", fetch);
    const { onNotSignedOut } = await renderSignIn();
    expect(onNotSignedOut).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });
});

// tailwind-merge arrives with the full app (lib/cn.ts); until then `cn` only joins classes. The
// modules loaded anew for each test have their own `cn`, which does not merge (the test set-up
// installed tailwind-merge behind the first one); the tests say so once more.
describe("what is shown before tailwind-merge loads", () => {
  it("has no conflicting Tailwind classes, so it looks the same with tailwind-merge", async () => {
    stubSession(null);
    const { container } = await renderSignIn("/login?error=signin");
    (await import("../lib/cn")).setClassMerger((classes) => classes);
    expect(conflictingClasses(container), "the session check's spinner").toEqual([]);
    await screen.findByRole("button", { name: "Sign up with Google" });
    expect(screen.getByRole("alert")).toBeVisible();
    const { markUpdateReady } = await import("../lib/pwa/pwa-state");
    act(() => {
      window.dispatchEvent(new Event("offline"));
      markUpdateReady(async () => undefined);
    });
    expect(screen.getByTestId("offline-banner")).toBeVisible();
    expect(conflictingClasses(container), "the sign-in page and the banners").toEqual([]);
    act(() => void window.dispatchEvent(new Event("online")));
  });

  it("has no conflicting classes in the message a failed page shows", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the caught error.
    vi.resetModules();
    (await import("../lib/cn")).setClassMerger((classes) => classes);
    const { PageErrorBoundary } = await import("../components/page-error-boundary");
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
