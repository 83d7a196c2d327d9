import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appRoutes } from "./route-table";

const robots = readFileSync(new URL("../public/robots.txt", import.meta.url), "utf8");
const rules = robots
  .split("\n")
  .map((line) => /^(Allow|Disallow):\s*(\S+)/.exec(line))
  .filter((match) => match !== null)
  .map(([, kind, prefix]) => ({ allow: kind === "Allow", prefix: prefix! }));

/** Google's reading of robots.txt: the longest matching prefix decides, Allow winning a tie. */
function crawlable(path: string): boolean {
  const matching = rules.filter((rule) => path.startsWith(rule.prefix));
  matching.sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

const concrete = (path: string) => path.replace(/:[^/]+/g, "some-id");

describe("robots.txt", () => {
  it("is for every crawler", () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
  });

  it("keeps crawlers out of the API, the development servers and every signed-in page", () => {
    for (const path of ["/api/v1/health", "/api/auth/sign-in/social", "/dev-idp/auth", "/dev-pay/checkout"])
      expect({ path, crawlable: crawlable(path) }).toEqual({ path, crawlable: false });
    const signedIn = appRoutes.filter((route) => route.access === "private" || route.access === "setup");
    expect(signedIn.length).toBeGreaterThan(10);
    for (const route of signedIn)
      expect({ path: route.path, crawlable: crawlable(concrete(route.path)) }).toEqual({
        path: route.path,
        crawlable: false,
      });
  });

  it("opens the policy, contact and sign-in pages, each one a public page of the app", () => {
    const allowed = rules.filter((rule) => rule.allow).map((rule) => rule.prefix);
    expect(allowed).toEqual(
      expect.arrayContaining([
        "/login",
        "/About-us",
        "/Contact-us",
        "/privacy-policy",
        "/TermsAndConditions",
        "/CancellationAndRefundPolicy",
      ]),
    );
    const openRoutes = new Map(
      appRoutes
        .filter((route) => route.access === "public" || route.access === "guest")
        .map((route) => [route.path, route]),
    );
    for (const prefix of allowed) {
      expect({ prefix, route: openRoutes.has(prefix) }).toEqual({ prefix, route: true });
      expect(crawlable(prefix)).toBe(true);
    }
  });
});
