import { kilobytes, LOGIN_JS_BUDGET_BYTES, loadSignInPage, type LoadedFile } from "./support/sign-in-page-weight";
import { expect, test } from "./support/test";

/** Files a browser may cache for good: their names carry a hash of their content. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A file of a few dozen bytes that compression cannot shrink: the build writes no copy of it. */
const incompressible = (file: LoadedFile) => file.gzipBytes >= file.bytes;

function listing(files: LoadedFile[]) {
  return files.map((file) => `${kilobytes(file.gzipBytes).padStart(9)}  ${file.path}`).join("\n");
}

for (const encoding of ["br", "gzip"]) {
  test.describe(`with Accept-Encoding: ${encoding === "br" ? "br, gzip" : "gzip"}`, () => {
    test.use({ extraHTTPHeaders: { "Accept-Encoding": encoding === "br" ? "br, gzip" : "gzip" } });

    test(`/login loads at most ${kilobytes(LOGIN_JS_BUDGET_BYTES)} of JavaScript (gzip -9), every file ${encoding}-compressed and hashed ones cached for a year`, async ({
      page,
    }) => {
      const files = await loadSignInPage(page);
      const scripts = files.filter((file) => file.type === "script");
      expect(scripts.length, "the app's scripts were seen").toBeGreaterThan(3);
      const total = scripts.reduce((sum, file) => sum + file.gzipBytes, 0);
      expect(total, `JavaScript for /login, gzip -9:\n${listing(scripts)}`).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);

      const shell = files.find((file) => file.type === "document");
      expect(shell?.contentEncoding, "the page itself").toBe(encoding);
      expect(shell?.cacheControl).toBe("no-cache");
      const assets = files.filter((file) => file.path.startsWith("/assets/"));
      expect(assets.map((file) => file.type)).toEqual(expect.arrayContaining(["script", "stylesheet"]));
      for (const file of assets) {
        expect(file.cacheControl, file.path).toBe(IMMUTABLE);
        if (["script", "stylesheet", "font"].includes(file.type) || file.path.endsWith(".svg")) {
          if (!incompressible(file)) expect(file.contentEncoding, file.path).toBe(encoding);
        }
      }
    });
  });
}
