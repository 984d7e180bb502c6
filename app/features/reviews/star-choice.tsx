import { Fragment } from "react";
import { REVIEW_MESSAGES as M } from "#domain/reviews/messages.ts";

/** Five radio inputs named `stars`, each labelled "N estrellas", drawn as a row of stars. */
export function StarChoice({ value, error }: { value: string; error?: string }) {
  return (
    <fieldset aria-describedby="stars-error" aria-invalid={error ? true : undefined}>
      <legend className="font-medium text-slate-800">
        {M.stars}
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </legend>
      <div className="star-choice mt-2 flex items-center">
        {[1, 2, 3, 4, 5].map((n) => (
          <Fragment key={n}>
            <input
              type="radio"
              id={`stars-${n}`}
              name="stars"
              value={n}
              defaultChecked={value === String(n)}
            />
            <label htmlFor={`stars-${n}`} title={M.starLabel(n)}>
              <span aria-hidden="true">★</span>
              <span className="sr-only">{M.starLabel(n)}</span>
            </label>
          </Fragment>
        ))}
      </div>
      <p id="stars-error" className="mt-1 min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
    </fieldset>
  );
}
