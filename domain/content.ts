export type TeaserDisposition = "left" | "right" | "fluid";

/** '_self', '_blank', or 'scroll' (scroll smoothly to the element whose id is the link's url). */
export type LinkTarget = "_self" | "_blank" | "scroll";
