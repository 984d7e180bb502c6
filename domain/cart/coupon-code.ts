/** A discount code has at most 255 characters (SPEC.md §5). Apart from the form's schema, so the page need not load zod. */
export const COUPON_CODE_MAX = 255;
