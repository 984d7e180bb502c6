/** Builds the ARCA client ARCA_ENV asks for: the offline stand-in (the default), homologación or producción. */
import type { ArcaConfig } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { ArcaStandIn } from "./sandbox/stand-in.ts";
import { ArcaWsClient } from "./ws-client.ts";

export interface Arca {
  client: ArcaWsClient;
  /** The stand-in behind the client with ARCA_ENV=sandbox (its switches serve tests and demos); else null. */
  standIn: ArcaStandIn | null;
  close(): Promise<void>;
}

export function arcaClientFromConfig(
  config: ArcaConfig,
  db: Db,
  opts: { now?: () => Date; log?: { warn(obj: object, msg: string): void } } = {},
): Arca {
  if (config.environment !== "sandbox") {
    const client = new ArcaWsClient({ db, environment: config.environment, timeoutMs: config.timeoutMs });
    return { client, standIn: null, close: async () => {} };
  }
  const standIn = new ArcaStandIn({ db, now: opts.now, log: opts.log });
  const client = new ArcaWsClient({
    db,
    environment: "sandbox",
    baseUrl: () => standIn.start(),
    timeoutMs: config.timeoutMs,
    now: opts.now,
  });
  return { client, standIn, close: () => standIn.close() };
}

/** The stand-in's settings, for services built without a configuration (tests). */
export const OFFLINE_ARCA: ArcaConfig = { environment: "sandbox", timeoutMs: 30_000 };

export * from "./client.ts";
export { ArcaStandIn } from "./sandbox/stand-in.ts";
export { createDemoCredentials, demoArcaCredentials } from "./sandbox/demo-credentials.ts";
export { ArcaWsClient, type ArcaEnvironment } from "./ws-client.ts";
