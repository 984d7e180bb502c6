import { describe, expect, it } from "vitest";
import { teaserFormSchema } from "#domain/content/teaser-form.ts";
import { TEASER_MESSAGES as M } from "#domain/content/teaser-messages.ts";

const banner = (url: string, target = "_self") => ({
  placement: "home-hero",
  title: "Hot Sale",
  disposition: "right",
  link_primary_name: "Ver",
  link_primary_url: url,
  link_primary_target: target,
});
const refusal = (url: string, target?: string) => {
  const parsed = teaserFormSchema.safeParse(banner(url, target));
  return parsed.success
    ? undefined
    : parsed.error.issues.find((i) => i.path[0] === "link_primary_url")?.message;
};

describe("a campaign's link, read as a browser reads it", () => {
  it.each(["/areas", "/areas/tratamientos-mujer?orden=precio#lista", "https://wa.me/5491145678901"])(
    "keeps %s",
    (url) => expect(refusal(url)).toBeUndefined(),
  );
  it.each([
    "/\\evil.example",
    "\\/evil.example",
    "//evil.example",
    "/\t/evil.example",
    "https:/\\evil.example",
    "https:evil.example",
    "http:\\\\evil.example",
    "javascript:alert(1)",
    "/areas\njavascript:alert(1)",
  ])("refuses %j, which leaves the shop for no address the editor typed", (url) =>
    expect(refusal(url)).toBe(M.linkUrl),
  );
  it("keeps a mail address and a section id to scroll to", () => {
    expect(refusal("mailto:hola@candela.com.ar")).toBeUndefined();
    expect(refusal("precios", "scroll")).toBeUndefined();
    expect(refusal("/\\evil.example", "scroll")).toBe(M.linkUrl);
  });
});
