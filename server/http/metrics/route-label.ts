import type { FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";

/** The first segments of the pages' paths (`areas`, `my-account`, `admin`…): the page labels there can be. */
export function pageSections(build: ServerBuild): Set<string> {
  const sections = new Set<string>();
  for (const route of Object.values(build.routes)) {
    const first = route?.path?.split("/")[0];
    if (first && !first.startsWith(":") && first !== "*") sections.add(first);
  }
  return sections;
}

/**
 * A request's route as a label of few values: the Fastify route, or for a page the first segment of its path
 * when a page route has it (`/areas/*`), the home page as `/`, anything else as `other`.
 */
export function routeLabel(request: FastifyRequest, sections: Set<string>, pagesRoute: string): string {
  const route = request.routeOptions.url;
  if (!route) return "other";
  if (route !== pagesRoute) return route;
  const path = request.url.split("?")[0]!;
  if (path === "/") return "/";
  const first = path.split("/")[1] ?? "";
  return sections.has(first) ? `/${first}/*` : "other";
}
