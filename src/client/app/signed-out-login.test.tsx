// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../lib/i18n";
import { addStartDataBlock } from "../components/testing/start-data-block";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
  document.head.innerHTML = "";
});

describe("/login opened by someone the page's start data says is signed in (decision 0033)", () => {
  it("hands over to the full app without asking the server", async () => {
    // The start data is read once per page load; a module this test imports may have read it already.
    vi.resetModules();
    addStartDataBlock();
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal("fetch", fetch);
    const { SignedOutLogin } = await import("./signed-out-login");
    const onNotSignedOut = vi.fn();
    render(
      <MemoryRouter initialEntries={["/login"]}>
        <SignedOutLogin onNotSignedOut={onNotSignedOut} />
      </MemoryRouter>,
    );
    expect(onNotSignedOut).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });
});
