import type { z } from "zod";
import { text } from "#domain/validation/fields.ts";
import type { FaqItem } from "./area-texts.ts";
import { AREA_CONTENT_MESSAGES as M } from "./messages.ts";

/** What the shop tells about an area besides its price: description (rich text) and the texts customers ask for. */
export interface AreaContent {
  description: string;
  what_to_expect: string;
  faq: FaqItem[];
  contraindications: string;
}

export const DESCRIPTION_MAX = 50_000;
export const AREA_TEXT_MAX = 5_000;
export const QUESTION_MAX = 255;
export const ANSWER_MAX = 2_000;
export const FAQ_MAX = 12;

/** The posted name of one question or answer, as the `faq` column's JSON path. */
export const faqField = (i: number, key: keyof FaqItem) => `faq[${i}].${key}`;

/** How many question/answer pairs the editor offers: the stored ones and two empty ones, up to FAQ_MAX. */
export const faqSlots = (stored: number) => Math.min(FAQ_MAX, stored + 2);

const faqShape = Object.fromEntries(
  Array.from({ length: FAQ_MAX }, (_, i) => [
    [faqField(i, "question"), text(M.faqQuestion).max(QUESTION_MAX, M.questionMax).optional()],
    [faqField(i, "answer"), text(M.faqAnswer).max(ANSWER_MAX, M.answerMax).optional()],
  ]).flat(),
) as Record<string, z.ZodType<string | undefined>>;

/**
 * The area's content fields, to spread into the area form's object. A field not posted at all is left as
 * stored (undefined), so a form or client that does not know them loses nothing.
 */
export const areaContentShape = {
  description: text(M.descriptionMax).max(DESCRIPTION_MAX, M.descriptionMax).optional(),
  what_to_expect: text(M.textMax).max(AREA_TEXT_MAX, M.textMax).optional(),
  contraindications: text(M.textMax).max(AREA_TEXT_MAX, M.textMax).optional(),
  ...faqShape,
};

/** A question needs its answer and an answer its question. */
export function checkFaq(values: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (let i = 0; i < FAQ_MAX; i++) {
    const question = values[faqField(i, "question")];
    const answer = values[faqField(i, "answer")];
    if (question && !answer)
      ctx.addIssue({ code: "custom", path: [faqField(i, "answer")], message: M.faqAnswer });
    else if (answer && !question)
      ctx.addIssue({ code: "custom", path: [faqField(i, "question")], message: M.faqQuestion });
  }
}

/**
 * The posted pairs as the `faq` list, in order, empty pairs left out, and the flat names removed; `faq` is
 * undefined (kept as stored) when no pair was posted at all.
 */
export function withFaqList<T extends Record<string, unknown>>(
  values: T,
): Omit<T, `faq[${string}`> & { faq?: FaqItem[] } {
  const rest: Record<string, unknown> = {};
  let posted = false;
  for (const [key, value] of Object.entries(values)) {
    if (!key.startsWith("faq[")) rest[key] = value;
    else if (value !== undefined) posted = true;
  }
  if (!posted) return rest as Omit<T, `faq[${string}`>;
  const faq: FaqItem[] = [];
  for (let i = 0; i < FAQ_MAX; i++) {
    const question = values[faqField(i, "question")];
    const answer = values[faqField(i, "answer")];
    if (typeof question === "string" && typeof answer === "string" && question && answer)
      faq.push({ question, answer });
  }
  return { ...(rest as Omit<T, `faq[${string}`>), faq };
}
