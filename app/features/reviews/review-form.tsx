import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { REVIEW_MESSAGES as M } from "#domain/reviews/messages.ts";
import { REVIEW_TEXT_MAX } from "#domain/reviews/rules.ts";
import { inputClass } from "#app/components/ui/field.tsx";
import { StarChoice } from "./star-choice.tsx";

export interface ReviewFormValues {
  stars: string;
  text: string;
}

/** The stars and the optional text; a plain post, so it works before the scripts load. */
export function ReviewForm({
  values,
  errors,
}: {
  values: ReviewFormValues;
  errors: Partial<Record<keyof ReviewFormValues, string>>;
}) {
  const busy = useNavigation().state === "submitting";
  const [length, setLength] = useState(values.text.replace(/\r\n/g, "\n").length);
  return (
    <Form method="post" noValidate className="grid gap-4">
      <StarChoice value={values.stars} error={errors.stars} />
      <div>
        <label htmlFor="review-text" className="block font-medium text-slate-800">
          {M.text}
        </label>
        <p id="review-text-hint" className="text-sm text-slate-600">
          {M.textHint}
        </p>
        <textarea
          id="review-text"
          name="text"
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          defaultValue={values.text}
          onChange={(e) => setLength(e.currentTarget.value.length)}
          aria-describedby="review-text-hint review-text-count review-text-error"
          aria-invalid={errors.text ? true : undefined}
          className={`mt-1 ${inputClass}`}
        />
        <p id="review-text-count" className="mt-1 text-right text-sm text-slate-600">
          {M.counter(length, REVIEW_TEXT_MAX)}
        </p>
        <p id="review-text-error" className="min-h-5 text-sm font-medium text-red-700">
          {errors.text}
        </p>
      </div>
      <button type="submit" className="btn btn-primary w-full sm:w-auto sm:self-start" disabled={busy}>
        {M.submit}
      </button>
    </Form>
  );
}
