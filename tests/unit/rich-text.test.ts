import { describe, expect, it } from "vitest";
import { plainText, sanitizeRichText } from "#server/modules/content/rich-text.ts";

describe("sanitizeRichText", () => {
  it("keeps the formatting articles use", () => {
    const html =
      "<h2>Título</h2><p>Texto <strong>fuerte</strong> y <em>énfasis</em>.</p><ul><li>uno</li></ul>";
    expect(sanitizeRichText(html)).toBe(html);
  });
  it("removes scripts, styles, frames and forms with their content", () => {
    const out = sanitizeRichText(
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><form><input></form>',
    );
    expect(out).toBe("<p>a</p>");
  });
  it("removes event handlers and inline styles", () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)" style="color:red">a</p><img src="https://x.test/a.png" onerror="alert(1)">',
    );
    expect(out).not.toMatch(/onclick|onerror|style=/);
    expect(out).toContain('<img src="https://x.test/a.png" loading="lazy" />');
  });
  it("drops javascript: and data: addresses", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).not.toContain("data:");
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
  });
  it("keeps web, mail and phone links, and protects new tabs with rel", () => {
    expect(sanitizeRichText('<a href="mailto:hola@candela.com.ar">m</a>')).toBe(
      '<a href="mailto:hola@candela.com.ar">m</a>',
    );
    expect(sanitizeRichText('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="/areas" target="_top">x</a>')).toBe('<a href="/areas">x</a>');
  });
  it("turns h1 into h2, the page having its own h1", () => {
    expect(sanitizeRichText("<h1>t</h1>")).toBe("<h2>t</h2>");
  });
});

describe("plainText", () => {
  it("strips markup, keeps words apart and decodes entities", () => {
    expect(plainText("<p>Uno &amp; dos</p><p>tres</p><script>x()</script>")).toBe("Uno & dos tres");
  });
  it("cuts long text with an ellipsis", () => {
    const out = plainText(`<p>${"palabra ".repeat(50)}</p>`, 40);
    expect(out.length).toBeLessThanOrEqual(40);
    expect(out.endsWith("…")).toBe(true);
  });
});
