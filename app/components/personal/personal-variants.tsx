import { Fragment, type ReactNode } from "react";
import { VARIANT_ATTRIBUTE, VARIANT_END_ATTRIBUTE } from "#domain/personal-parts.ts";

/**
 * Every variant of a visitor's part of a page rendered for the cache, each between the marks by which the
 * cache keeps the visitor's own and drops the rest in each response. The variants must not call useId: the
 * browser renders the kept one alone.
 */
export function PersonalVariants({ name, variants }: { name: string; variants: Record<string, ReactNode> }) {
  return Object.entries(variants).map(([value, node]) => (
    <Fragment key={value}>
      <template {...{ [VARIANT_ATTRIBUTE]: `${name}=${value}` }} />
      {node}
      <template {...{ [VARIANT_END_ATTRIBUTE]: "" }} />
    </Fragment>
  ));
}
