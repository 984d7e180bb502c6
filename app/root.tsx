import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { installmentSettings } from "#domain/installments/promises.ts";
import { cartVisible, pricesVisible } from "#domain/pricing.ts";
import { whatsappUrl } from "#domain/whatsapp.ts";
import type { Route } from "./+types/root";
import { lazy } from "react";
import stylesheet from "./app.css?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import { visitorCartLines } from "./features/cart/visitor-cart.server.ts";
import { CheckoutHeader, isCheckoutLayout } from "./components/layout/checkout-header.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { whatsappLink } from "./components/layout/whatsapp-link.ts";
import { WhatsappWidget } from "./components/layout/whatsapp-widget.tsx";
import { ThirdPartyScripts } from "./components/layout/third-party-scripts.tsx";
import { isAdminLayout } from "./features/admin/layout/handle.ts";

/** The Latin files of the type pair are fetched with the stylesheet rather than after it. */
const fontPreloads = [interLatin, frauncesLatin].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous" as const,
}));

export const links: LinksFunction = () => [
  ...fontPreloads,
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** The chrome of every page (client config, flags, WhatsApp, branch names for the footer) in one query. */
export async function loader({ context, request }: Route.LoaderArgs) {
  // A page for the cache leaves the cart to each response (#domain/personal-parts.ts).
  const [{ client, settings, storeNames }, cartLines] = await Promise.all([
    context.services.content.shop.layout(),
    context.sharedPage ? null : visitorCartLines(request, context),
  ]);
  const signedIn = context.account !== null;
  return {
    nonce: context.nonce,
    publicUrl: context.publicUrl,
    uploadsUrl: context.uploadsUrl,
    tracking: context.tracking,
    client: {
      name: client.name,
      title: client.title,
      phone: client.phone,
      email: client.email,
      franchisesEmail: client.franchisesEmail,
      rrhhEmail: client.rrhhEmail,
      whatsappUrl:
        client.whatsappEnabled && client.whatsappNumber ? whatsappUrl(client.whatsappNumber) : null,
      social: {
        facebook: client.facebook,
        instagram: client.instagram,
        youtube: client.youtube,
        linkedin: client.linkedin,
      },
    },
    storeNames,
    signedIn,
    /**
     * The visitor's cart (the account's, or the browser's cookie), for the badge and the add buttons; null on
     * a page rendered for the cache (use useVisitorCart).
     */
    cart: cartLines ? { productIds: cartLines.map((l) => l.productId), count: cartLines.length } : null,
    flags: {
      pricesVisible: pricesVisible(settings, signedIn),
      cartVisible: cartVisible(settings, signedIn),
      accountsEnabled: settings.accountsEnabled,
      quantityEnabled: settings.quantityEnabled,
    },
    installments: installmentSettings(settings),
    whatsapp: {
      settings: settings.whatsapp,
      /** Judged at render time on the server, so the first paint and hydration agree. */
      initial: whatsappLink(settings.whatsapp, new Date()),
    },
  };
}

/** The chrome changes with sign-in and sign-out, which are form posts: plain navigations keep it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const checkout = isCheckoutLayout(matches);
  const admin = isAdminLayout(matches);
  const chrome = data && !checkout && !admin;
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b2a86" />
        <Meta />
        <Links nonce={data?.nonce} />
        {/* The back office carries no analytics or chat: staff are not shoppers. */}
        {data && !admin ? <ThirdPartyScripts tracking={data.tracking} nonce={data.nonce} /> : null}
      </head>
      <body className={`flex min-h-screen flex-col ${chrome ? "pt-20 lg:pt-[168px]" : ""}`}>
        <a href="#contenido" className="skip-link">
          Ir al contenido
        </a>
        {chrome ? <SiteHeader /> : null}
        {data && checkout ? <CheckoutHeader /> : null}
        <main id="contenido" className="flex-1 focus:outline-none" tabIndex={-1}>
          {children}
        </main>
        {chrome ? <SiteFooter /> : null}
        {chrome ? <WhatsappWidget /> : null}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Error pages are rare: their code loads when one is shown instead of with every page. No Suspense boundary on
// purpose: the server's HTML stays while it loads, and a navigation keeps the page it came from until then.
const loadErrorPages = () => import("./components/layout/error-pages.tsx");
const NotFoundPage = lazy(() => loadErrorPages().then((m) => ({ default: m.NotFoundPage })));
const ServerErrorPage = lazy(() => loadErrorPages().then((m) => ({ default: m.ServerErrorPage })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ServerErrorPage />;
}
