import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const client = await context.services.content.clientConfig();
  return { client, nonce: context.nonce };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b2a86" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {data ? <SiteHeader client={data.client} /> : null}
        <div className="flex-1">{children}</div>
        {data ? <SiteFooter client={data.client} /> : null}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta() {
  return [{ title: "Candela" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{notFound ? "Página no encontrada" : "Atención, hubo un error interno."}</title>
      <h1 className="text-3xl font-semibold text-brand-700">
        {notFound ? "Página no encontrada" : "Atención, hubo un error interno."}
      </h1>
      <p className="mt-4 text-slate-600">
        {notFound
          ? "Atención, no pudimos encontrar un resultado para su búsqueda."
          : "Por favor, intentá nuevamente en unos minutos."}
      </p>
      <a href="/" className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-medium text-white">
        Volver al inicio
      </a>
    </main>
  );
}
