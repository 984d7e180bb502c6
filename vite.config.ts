import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** A module id matcher for the given files (without extension) under the project. */
function files(paths: string[]): RegExp {
  const alternatives = paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\//g, "[\\\\/]"));
  return new RegExp(`[\\\\/](${alternatives.join("|")})\\.tsx?$`);
}

/**
 * The browser's chunks. Left alone, the bundler makes one chunk per set of pages sharing a module, which gives
 * the home page some twenty small files; a few larger chunks compress better and cost fewer requests:
 * - framework: React and React Router, which every page needs;
 * - common: the small modules of the layout every page has, and tiny helpers most pages use;
 * - catalog-ui: what the home page shows (carousel, tabs, product cards, teasers), shared with the catalog;
 * - stores-ui: a branch's card, address and the breadcrumbs, for the branch list and the area page;
 * - area-ui: an area page's reviews, team, cuotas and booking words (left alone, some fifteen small files, and
 *   each file a mobile network's round trip before the page's largest image counts as shown).
 */
const CHUNK_GROUPS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0rolldown[\\/]runtime/,
    priority: 3,
  },
  {
    name: "common",
    test: (id: string) =>
      id === "\0vite/preload-helper.js" ||
      files([
        "app/lib/paths",
        "app/lib/storefront",
        "app/lib/use-hydrated",
        "app/lib/meta",
        "app/components/ui/icon",
        "app/components/layout/contact-links",
        "app/components/layout/social-links",
        "app/components/layout/nav-items",
        "app/components/layout/header-actions",
        "app/components/layout/site-header",
        "app/components/layout/site-footer",
        "app/components/layout/more-menu",
        "app/components/layout/mobile-drawer",
        "app/components/layout/checkout-header",
        "app/components/layout/whatsapp-widget",
        "app/components/layout/third-party-scripts",
        "app/components/brand/logo",
        "app/features/admin/layout/handle",
        "domain/tracking",
        "domain/page-title",
        "domain/settings",
        "domain/money",
        "domain/pricing",
        "domain/images",
        "domain/catalog",
        "domain/accounts/next-path",
        "domain/validation/generic-messages",
      ]).test(id),
    priority: 2,
  },
  {
    name: "catalog-ui",
    test: files([
      "app/components/ui/carousel",
      "app/components/ui/link-tabs",
      "app/features/catalog/product-card",
      "app/features/catalog/price",
      "app/features/catalog/add-to-cart-button",
      "app/features/cart/add-to-cart",
      "app/features/content/teaser",
      "app/lib/scroll",
      "domain/installment-promo",
    ]),
    priority: 1,
  },
  {
    name: "stores-ui",
    test: files([
      "domain/stores/views",
      "domain/stores/address",
      "app/components/layout/breadcrumbs",
      "app/features/stores/store-card",
    ]),
    priority: 2,
  },
  {
    name: "area-ui",
    test: files([
      "app/features/reviews/reviews-summary",
      "app/features/reviews/stars",
      "domain/reviews/views",
      "domain/stores/team",
      "app/components/ui/json-ld",
      "app/lib/json-ld",
      "app/components/ui/rich-text",
      "app/components/ui/dialog",
      "domain/spanish-list",
      "domain/dates",
      "domain/booking/how-to-book",
      "domain/booking/desk-messages",
      "domain/installments/promises",
      "domain/installments/rules",
      "domain/payments/card-brands",
    ]),
    priority: 1,
  },
];

function clientChunks(): Plugin {
  return {
    name: "client-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    // Added to the output options React Router sets (entry file names), not in their place.
    outputOptions: (options) => ({ ...options, codeSplitting: { groups: CHUNK_GROUPS } }),
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), clientChunks()],
  resolve: { tsconfigPaths: true },
  ssr: {
    noExternal: [/^react-aria-components/, /^@react-aria\//, /^@react-stately\//, /^@internationalized\//],
  },
  build: { assetsInlineLimit: 0 },
});
