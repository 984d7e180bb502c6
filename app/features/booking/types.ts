import type { SubmissionResult } from "@conform-to/react";
import type { BookingChoice } from "#domain/booking/views.ts";

export interface BookingFormValues {
  area: string[];
  store: string;
  day: string;
  slot: string;
}

/** What the booking and moving forms show: the service's choice, the values and the messages. */
export interface BookingFormState {
  choice: BookingChoice;
  /** Conform's reply, when a message goes next to a field. */
  result: SubmissionResult<string[]> | null;
  defaults: BookingFormValues;
  /** 'Ver horarios' was answered: the free times of the day (maybe none) are shown. */
  looked: boolean;
}

/** The new time 'Confirmar cambio' asks to confirm: the branch (and its name), the day and the time. */
export interface MoveReview {
  store: string;
  storeName: string;
  day: string;
  slot: string;
}
