import { data } from "react-router";

/** Ends a loader with the Spanish 404 page (the root error boundary) and status 404. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}
