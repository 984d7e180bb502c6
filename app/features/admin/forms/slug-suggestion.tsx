import { useEffect } from "react";
import { slugFromTitle } from "#domain/editing/slug.ts";

export const SLUG_HINT = "Minúsculas, números y guiones.";
export const NEW_SLUG_HINT = "Minúsculas, números y guiones. Se arma con el título hasta que lo cambies.";

/**
 * While a new record is written, its slug field follows its title until the slug is edited by hand. Renders
 * nothing: it listens to the two fields of the form (by their ids). Without JavaScript the server builds the
 * slug from the title when it is left empty.
 */
export function SlugSuggestion({ title = "title", slug = "slug" }: { title?: string; slug?: string }) {
  useEffect(() => {
    const titleInput = document.getElementById(title);
    const slugInput = document.getElementById(slug);
    if (!(titleInput instanceof HTMLInputElement) || !(slugInput instanceof HTMLInputElement)) return;
    let edited = slugInput.value !== "" && slugInput.value !== slugFromTitle(titleInput.value);
    const follow = () => {
      if (!edited) slugInput.value = slugFromTitle(titleInput.value);
    };
    const stop = () => {
      edited = slugInput.value !== "";
    };
    titleInput.addEventListener("input", follow);
    slugInput.addEventListener("input", stop);
    return () => {
      titleInput.removeEventListener("input", follow);
      slugInput.removeEventListener("input", stop);
    };
  }, [title, slug]);
  return null;
}
