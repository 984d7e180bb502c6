/** The review form and the moderation forms: their fields, checked the same way wherever they are posted. */
import { z } from "zod";
import { text } from "#domain/validation/fields.ts";
import { REVIEW_MESSAGES as M } from "./messages.ts";
import { REVIEW_ANSWER_MAX, REVIEW_HIDE_REASON_MAX, REVIEW_TEXT_MAX } from "./rules.ts";

/** Line breaks count once, as the browser's counter counts them. */
const normalized = (max: number, message: string) =>
  text()
    .overwrite((v) => v.replace(/\r\n/g, "\n"))
    .max(max, message);

export const reviewFormSchema = z.object({
  stars: text(M.starsRequired)
    .refine((v) => /^[1-5]$/.test(v), M.starsRequired)
    .transform(Number),
  text: normalized(REVIEW_TEXT_MAX, M.textMax(REVIEW_TEXT_MAX)).default(""),
});
export type ReviewInput = z.infer<typeof reviewFormSchema>;

export const hideReasonSchema = normalized(REVIEW_HIDE_REASON_MAX, M.reasonMax(REVIEW_HIDE_REASON_MAX)).pipe(
  z.string().min(1, M.hideReasonRequired),
);

export const answerSchema = normalized(REVIEW_ANSWER_MAX, M.answerMax(REVIEW_ANSWER_MAX)).pipe(
  z.string().min(1, M.answerRequired),
);
