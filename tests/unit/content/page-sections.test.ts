import { describe, expect, it } from "vitest";
import { pageSections } from "#domain/page-sections.ts";

describe("a content page in sections", () => {
  it("keeps the opening text, then one section per h2 with an anchor from its heading", () => {
    const sections = pageSections(
      '<p>Intro.</p><h2>Nuestra historia</h2><p>Palermo.</p><h2 class="x">Qué <strong>te</strong> ofrecemos &amp; más</h2><ul><li>Uno</li></ul>',
    );
    expect(sections).toEqual([
      { id: null, heading: null, html: "<p>Intro.</p>" },
      { id: "nuestra-historia", heading: "Nuestra historia", html: "<p>Palermo.</p>" },
      { id: "que-te-ofrecemos-mas", heading: "Qué te ofrecemos & más", html: "<ul><li>Uno</li></ul>" },
    ]);
  });

  it("gives repeated headings anchors of their own, and a page without headings one section", () => {
    expect(pageSections("<h2>Datos</h2><p>a</p><h2>Datos</h2><p>b</p>").map((s) => s.id)).toEqual([
      "datos",
      "datos-2",
    ]);
    expect(pageSections("<p>Solo texto.</p>")).toEqual([
      { id: null, heading: null, html: "<p>Solo texto.</p>" },
    ]);
    expect(pageSections("<h2>¿?</h2><p>x</p>")[0]!.id).toBe("seccion");
  });
});
