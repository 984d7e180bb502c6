import { describe, expect, it } from "vitest";
import { faqSlots, FAQ_MAX, withFaqList } from "#domain/catalog/area-content.ts";
import { paragraphs } from "#domain/catalog/area-texts.ts";

describe("an area's page texts", () => {
  it("keeps the posted questions in order and leaves empty pairs out", () => {
    expect(
      withFaqList({
        title: "Axilas",
        "faq[0].question": "¿Duele?",
        "faq[0].answer": "Apenas.",
        "faq[1].question": "",
        "faq[1].answer": "",
        "faq[2].question": "¿Cuántas?",
        "faq[2].answer": "Seis.",
      }),
    ).toEqual({
      title: "Axilas",
      faq: [
        { question: "¿Duele?", answer: "Apenas." },
        { question: "¿Cuántas?", answer: "Seis." },
      ],
    });
  });

  it("leaves the questions as stored when none was posted, and empties them when only empty pairs were", () => {
    expect(withFaqList({ title: "Axilas" })).toEqual({ title: "Axilas" });
    expect(withFaqList({ "faq[0].question": "", "faq[0].answer": "" })).toEqual({ faq: [] });
  });

  it("offers the stored questions and two empty pairs, never more than the limit", () => {
    expect(faqSlots(0)).toBe(2);
    expect(faqSlots(3)).toBe(5);
    expect(faqSlots(FAQ_MAX)).toBe(FAQ_MAX);
  });

  it("splits a plain text into paragraphs at blank lines", () => {
    expect(paragraphs("Uno\r\n\r\nDos\nsigue\n \n\n")).toEqual(["Uno", "Dos\nsigue"]);
    expect(paragraphs("  ")).toEqual([]);
  });
});
