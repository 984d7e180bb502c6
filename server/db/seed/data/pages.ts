import { ABOUT, FRANCHISES_PAGE, METHOD } from "./pages-brand.ts";
import { COMPLAINTS, PAYMENT_METHODS, PRIVACY, TERMS } from "./pages-legal.ts";

export interface StaticPageSeed {
  slug: string;
  title: string;
  /** Meta description, under 160 characters. */
  description: string;
  body: string;
}

export const STATIC_PAGES: StaticPageSeed[] = [
  TERMS,
  PRIVACY,
  PAYMENT_METHODS,
  FRANCHISES_PAGE,
  COMPLAINTS,
  ABOUT,
  METHOD,
];
