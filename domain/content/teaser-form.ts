import { z } from "zod";
import { versionInput } from "#domain/editing/money-input.ts";
import { libraryImageInput } from "#domain/media/library-input.ts";
import { TEASER_PLACEMENTS } from "#domain/static-pages.ts";
import { text } from "#domain/validation/fields.ts";
import { isAllowedLink } from "./link-url.ts";
import { TEASER_MESSAGES as M } from "./teaser-messages.ts";

export const TEASER_DISPOSITIONS = ["left", "right", "fluid"] as const;
export const LINK_TARGETS = ["_self", "_blank", "scroll"] as const;
export const TEASER_IMAGE_FIELDS = ["image_small", "image_medium", "image_large"] as const;

const checkbox = () => z.preprocess((v) => v === "on" || v === "true", z.boolean());
const optional = (max: number) => text(M.required).max(max, M.max(max)).default("");

/** A shop path, a web or mail address, or (to scroll to it) an element id: never a script. */
const linkUrlAllowed = (url: string, target: string) =>
  target === "scroll" ? /^#?[A-Za-z][\w-]*$/.test(url) : isAllowedLink(url);

const LINKS = [
  { name: "link_primary_name", url: "link_primary_url", target: "link_primary_target" },
  { name: "link_secondary_name", url: "link_secondary_url", target: "link_secondary_target" },
] as const;

const linkFields = {
  link_primary_name: optional(80),
  link_primary_url: optional(2_000),
  link_primary_target: z.enum(LINK_TARGETS, { error: M.target }).default("_self"),
  link_secondary_name: optional(80),
  link_secondary_url: optional(2_000),
  link_secondary_target: z.enum(LINK_TARGETS, { error: M.target }).default("_self"),
};
const links = z.object(linkFields);

/** A teaser (a campaign's banner), named as its columns. */
export const teaserFormSchema = z
  .object({
    placement: z.enum(TEASER_PLACEMENTS, { error: M.placement }),
    label: optional(255),
    title: text(M.required).min(1, M.required).max(255, M.max(255)),
    paragraph: optional(1_000),
    disposition: z.enum(TEASER_DISPOSITIONS, { error: M.disposition }),
    content_box: checkbox(),
    ...linkFields,
    image_small: libraryImageInput(),
    image_medium: libraryImageInput(),
    image_large: libraryImageInput(),
    enabled: checkbox(),
  })
  .superRefine(
    (v, ctx) => {
      for (const link of LINKS) {
        const name = v[link.name];
        const url = v[link.url];
        if (name && !url) ctx.addIssue({ code: "custom", path: [link.url], message: M.linkUrlMissing });
        if (url && !name) ctx.addIssue({ code: "custom", path: [link.name], message: M.linkNameMissing });
        if (url && !linkUrlAllowed(url, v[link.target]))
          ctx.addIssue({ code: "custom", path: [link.url], message: M.linkUrl });
      }
    },
    // The links are checked even when another field is refused, so every error shows at once.
    { when: (payload) => links.safeParse(payload.value).success },
  );
export type TeaserInput = z.output<typeof teaserFormSchema>;

export const teaserMoveSchema = z.object({
  id: z.uuid({ error: M.notFound }),
  version: versionInput(),
  direction: z.enum(["up", "down"], { error: M.cannotMove }),
});
