// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { applyAppStylesheet } from "./app-stylesheet";

afterEach(() => {
  document.head.innerHTML = "";
});

function preloadLink() {
  document.head.innerHTML = '<link rel="preload" as="style" href="/assets/client.css" data-app-stylesheet>';
  return document.querySelector("link")!;
}

describe("applyAppStylesheet", () => {
  it("turns the preloaded stylesheet into the page's and waits until it has loaded", async () => {
    const link = preloadLink();
    let applied = false;
    const applying = applyAppStylesheet().then(() => (applied = true));
    expect(link.rel).toBe("stylesheet");
    await Promise.resolve();
    expect(applied).toBe(false);
    link.dispatchEvent(new Event("load"));
    await applying;
    expect(applied).toBe(true);
  });

  it("lets the app start when the stylesheet fails, and at once when there is none (development)", async () => {
    const link = preloadLink();
    const applying = applyAppStylesheet();
    link.dispatchEvent(new Event("error"));
    await expect(applying).resolves.toBeUndefined();
    document.head.innerHTML = "";
    await expect(applyAppStylesheet()).resolves.toBeUndefined();
  });
});
