import { layout, route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The back office (/admin): sign-in pages, then the pages behind the staff session. */
export const adminRoutes: RouteConfigEntry[] = [
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/clave/:token", "routes/admin/password-link.tsx"),
  route("admin/salir", "routes/admin/logout.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/areas", "routes/admin/areas.tsx"),
    route("admin/areas/nueva", "routes/admin/area-new.tsx"),
    route("admin/areas/:id", "routes/admin/area-edit.tsx"),
    route("admin/categorias", "routes/admin/categories.tsx"),
    route("admin/imagenes", "routes/admin/images.tsx"),
    // The blog, the press and the promotions share one editor (see domain/content-admin/article-kinds.ts).
    ...["blog", "prensa", "promociones"].flatMap((list) => [
      route(`admin/${list}`, "routes/admin/articles.tsx", { id: `admin-${list}` }),
      route(`admin/${list}/nueva`, "routes/admin/article-new.tsx", { id: `admin-${list}-new` }),
      route(`admin/${list}/:id`, "routes/admin/article-edit.tsx", { id: `admin-${list}-edit` }),
      route(`admin/${list}/:id/vista-previa`, "routes/admin/article-preview.tsx", {
        id: `admin-${list}-preview`,
      }),
    ]),
    route("admin/campanas", "routes/admin/teasers.tsx"),
    route("admin/campanas/nuevo", "routes/admin/teaser-new.tsx"),
    route("admin/campanas/:id", "routes/admin/teaser-edit.tsx"),
    route("admin/paginas", "routes/admin/pages.tsx"),
    route("admin/paginas/:slug", "routes/admin/page-edit.tsx"),
    route("admin/codigos", "routes/admin/codes.tsx"),
    route("admin/codigos/nuevo", "routes/admin/code-new.tsx"),
    route("admin/codigos/:id", "routes/admin/code-edit.tsx"),
    route("admin/sucursales", "routes/admin/branches.tsx"),
    route("admin/sucursales/nueva", "routes/admin/branch-new.tsx"),
    route("admin/sucursales/:id", "routes/admin/branch-edit.tsx"),
    route("admin/franquicias", "routes/admin/franchises.tsx"),
    route("admin/franquicias/nueva", "routes/admin/franchise-new.tsx"),
    route("admin/franquicias/:id", "routes/admin/franchise-edit.tsx"),
    route("admin/cuenta", "routes/admin/account.tsx"),
    route("admin/ventas", "routes/admin/sales.tsx"),
    route("admin/ventas/:id", "routes/admin/sale.tsx"),
    route("admin/arrepentimientos", "routes/admin/regrets.tsx"),
    route("admin/clientes", "routes/admin/customers.tsx"),
    route("admin/clientes/:id", "routes/admin/customer.tsx"),
    route("admin/equipo", "routes/admin/team.tsx"),
    route("admin/auditoria", "routes/admin/audit.tsx"),
    route("admin/ajustes", "routes/admin/settings.tsx"),
  ]),
];
