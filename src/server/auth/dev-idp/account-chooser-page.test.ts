import { describe, expect, it } from "vitest";
import { escapeHtml, renderAccountChooserPage, renderPlainPage } from "./account-chooser-page";

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("renderAccountChooserPage", () => {
  it("escapes values, errors and the form action", () => {
    const html = renderAccountChooserPage({
      action: `/dev-idp/interaction/"><script>`,
      appName: "<Bahi>",
      values: { name: "<b>Asha</b>", email: `"x"@y` },
      errors: { email: "<bad>" },
    });
    expect(html).toContain('action="/dev-idp/interaction/&quot;&gt;&lt;script&gt;"');
    expect(html).toContain("to continue to &lt;Bahi&gt;");
    expect(html).toContain('value="&lt;b&gt;Asha&lt;/b&gt;"');
    expect(html).toContain('value="&quot;x&quot;@y"');
    expect(html).toContain('<p class="error" id="email-error">&lt;bad&gt;</p>');
    expect(html).toMatch(/<input id="email"[^>]*aria-invalid="true"[^>]*autofocus/);
  });

  it("labels every input and submits with Continue", () => {
    const html = renderAccountChooserPage({ action: "/dev-idp/interaction/abc", appName: "Bahi" });
    const inputIds = [...html.matchAll(/<input id="([^"]+)"/g)].map((m) => m[1]);
    expect(inputIds).toEqual(["name", "email"]);
    for (const id of inputIds) expect(html).toContain(`<label for="${id}">`);
    expect(html).toMatch(/<button type="submit" class="primary">Continue<\/button>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toContain('aria-invalid="true"');
  });
});

describe("renderPlainPage", () => {
  it("escapes title, message and details but keeps trusted HTML", () => {
    const html = renderPlainPage({
      title: "<t>",
      message: "<m>",
      details: [["<k>", "<v>"]],
      trustedHtml: '<form id="f"></form>',
    });
    expect(html).toContain("<h1>&lt;t&gt;</h1>");
    expect(html).toContain("&lt;m&gt;");
    expect(html).toContain("<strong>&lt;k&gt;:</strong> &lt;v&gt;");
    expect(html).toContain('<form id="f"></form>');
    expect(html).not.toContain("<script");
  });
});
