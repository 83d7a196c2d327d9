// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { START_DATA_ELEMENT_ID } from "@/shared/api/start-data";
import { addStartDataBlock, fakeStartData } from "../../components/testing/start-data-block";

// The start data is read once per page load; a module this test imports may have read it already.
beforeEach(() => vi.resetModules());
afterEach(() => {
  document.head.innerHTML = "";
  vi.resetModules();
});

const freshModule = () => import("./page-start-data");

describe("pageStartData (decision 0033)", () => {
  it("reads the server's block once and takes it out of the page", async () => {
    addStartDataBlock();
    const { pageStartData } = await freshModule();
    expect(pageStartData()).toEqual(fakeStartData);
    expect(document.getElementById(START_DATA_ELEMENT_ID)).toBeNull();
    // Still the same answer for the other readers of this start.
    expect(pageStartData()).toEqual(fakeStartData);
  });

  it("is null for a page without the block (signed out, or the service worker's copy)", async () => {
    const { pageStartData } = await freshModule();
    expect(pageStartData()).toBeNull();
  });

  it("is null for a block that is not JSON, so the page asks the server itself", async () => {
    addStartDataBlock(undefined, "{not json");
    const { pageStartData } = await freshModule();
    expect(pageStartData()).toBeNull();
  });
});
