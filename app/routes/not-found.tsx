import { notFound } from "#app/lib/http.ts";

/**
 * Any address no other route answers. Its loader's 404 lets the layout's loaders run first, so the page is drawn
 * inside the shop's header and footer (or the back office's shell) by the error boundary above it.
 */
export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
