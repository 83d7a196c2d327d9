import { describe, expect, it } from "vitest";
import { deferredStylesheet } from "./deferred-stylesheet";

const transform = (html: string) => {
  const hook = deferredStylesheet().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
};

describe("deferredStylesheet", () => {
  it("turns the build's stylesheet link into a preload the app applies", () => {
    const html =
      '<head><link rel="modulepreload" crossorigin href="/assets/vendor.js">\n<link rel="stylesheet" crossorigin href="/assets/client-D9Si.css"></head>';
    expect(transform(html)).toBe(
      '<head><link rel="modulepreload" crossorigin href="/assets/vendor.js">\n<link rel="preload" as="style" crossorigin href="/assets/client-D9Si.css" data-app-stylesheet></head>',
    );
  });

  it("stops the build when index.html has no such link, or several", () => {
    expect(() => transform("<head></head>")).toThrow("found 0");
    const two =
      '<link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" crossorigin href="/assets/b.css">';
    expect(() => transform(two)).toThrow("found 2");
  });
});
