import type { FastifyBaseLogger } from "fastify";
import type { Services } from "../services.ts";

/** What every route loader and action receives as `context`. */
export interface ShopLoadContext {
  services: Services;
  /** The nonce of this response's Content-Security-Policy, for inline scripts. */
  nonce: string;
  publicUrl: string;
  uploadsUrl: string;
  /** The request's logger (JSON lines carrying the request id). */
  log: FastifyBaseLogger;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
