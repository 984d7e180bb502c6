import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import type { ServerBuild } from "react-router";
import type { Config } from "./config.ts";
import type { Services } from "./services.ts";
import { apiError, apiPlugin } from "./http/api.ts";
import { paymentsApi } from "./http/payments-webhook.ts";
import { paymentReconciliation } from "./modules/payments/reconcile-worker.ts";
import { csrfProtection } from "./http/csrf.ts";
import { adminGuard } from "./http/admin-guard.ts";
import { secureCookies } from "./http/secure-cookies.ts";
import { appLoggerOptions } from "./http/log-options.ts";
import { RateLimits } from "./http/rate-limit.ts";
import { SessionCookie, sessionResolver } from "./http/session.ts";
import { jobRunner } from "./jobs/plugin.ts";
import { StaffCookie, staffSessionResolver } from "./http/staff-session.ts";
import { mailDelivery, type MailRetryPolicy } from "./mail/plugin.ts";
import { reactRouterPlugin } from "./http/react-router.ts";
import { PageCache, readContentVersion } from "./http/page-cache/index.ts";
import { metricsPlugin } from "./http/metrics/index.ts";
import { securityHeaders } from "./http/security.ts";
import { answerDatabaseUnavailable } from "./http/unavailable.ts";
import { SANDBOX_PREFIX, sandboxPlugin } from "./payments/sandbox/plugin.ts";
import { GENERIC_MESSAGES } from "#domain/validation/messages.ts";
import { sandboxJobs } from "./payments/sandbox/jobs.ts";
import { registerReminderJob } from "./modules/booking/reminders.ts";
import { registerNextSessionJob } from "./modules/booking/next-session-mail.ts";
import { registerWaitlistJob } from "./modules/booking/waitlist-offers.ts";
import { registerReviewRequestJob } from "./modules/reviews/requests.ts";
import { registerVoucherJob, voucherLeaseMs } from "./modules/invoicing/jobs.ts";
import { visitorCart } from "./http/page-cache/visitor-cart.ts";
import { setPasswordHashCost } from "./modules/accounts/passwords.ts";

export interface AppOptions {
  config: Config;
  services: Services;
  /** The React Router server build, or a loader of it (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Where the browser assets were built; absent in development, where Vite serves them. */
  clientDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** Runs first on the new instance; development mounts Vite's middleware here. */
  configure?: (app: FastifyInstance) => Promise<void>;
  /** How mails are retried (tests shorten the waits). */
  mailRetry?: MailRetryPolicy;
}

export const UPLOADS_URL = "/uploads";

/** The whole shop as one Fastify app: static assets, uploads, the JSON API and the React Router pages. */
export async function buildApp(opts: AppOptions) {
  const { config, services } = opts;
  setPasswordHashCost(config.passwordHashCost);
  const app = Fastify({
    logger: opts.logger ?? appLoggerOptions(config.logLevel),
    genReqId: () => randomUUID(),
    requestIdHeader: "x-request-id",
    // Only a configured proxy may say who the client is: anyone else could forge X-Forwarded-For.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    return503OnClosing: true,
    // A malformed address (broken percent-encoding) never reaches a route: it is refused in Spanish too.
    frameworkErrors: (_error: Error, request: FastifyRequest, reply: FastifyReply) => {
      const message = GENERIC_MESSAGES.badRequest;
      if (request.url.startsWith("/api/")) return reply.status(400).send(apiError("bad_request", message));
      return reply.status(400).type("text/plain; charset=utf-8").send(message);
    },
  });

  await opts.configure?.(app);
  // Before the plugins: their encapsulated contexts inherit this handler.
  answerDatabaseUnavailable(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // Early, so that its timing hook sees every route registered after it.
  await app.register(metricsPlugin, {
    database: services.database,
    build: opts.build,
    token: config.metricsToken,
    pagesRoute: "/*",
  });
  await app.register(securityHeaders, {
    https: config.publicUrl.startsWith("https://"),
    paymentsProvider: config.payments.provider,
    tracking: config.tracking,
  });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(csrfProtection, { publicUrl: config.publicUrl });
  await app.register(secureCookies, { publicUrl: config.publicUrl });
  await app.register(sessionResolver, { sessions: services.sessions });
  await app.register(staffSessionResolver, { sessions: services.staff.sessions });
  await app.register(adminGuard);
  await app.register(jobRunner, { db: services.database.db });
  await app.register(mailDelivery, {
    config,
    db: services.database.db,
    jobs: app.jobs,
    retry: opts.mailRetry,
  });
  const rateLimits = new RateLimits(services.database.db);
  app.addHook("onClose", async () => rateLimits.close());
  const sessionCookie = new SessionCookie({ secure: config.production });
  const staffCookie = new StaffCookie({ secure: config.production });

  if (opts.clientDir && existsSync(opts.clientDir)) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          "cache-control",
          hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  }

  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: `${UPLOADS_URL}/`,
    decorateReply: false,
    // An uploaded image's sizes never change (a new upload gets a new address): kept for a year.
    setHeaders: (reply, filePath) =>
      reply.header(
        "cache-control",
        filePath.includes(`${path.sep}media${path.sep}`)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=86400",
      ),
  });

  await app.register(apiPlugin, {
    prefix: "/api",
    database: services.database,
    routes: [(api) => paymentsApi(api, { payments: services.paymentService })],
  });
  registerReminderJob(app.jobs, services.database.db);
  registerNextSessionJob(app.jobs, services.database.db);
  registerWaitlistJob(app.jobs, services.database.db);
  registerReviewRequestJob(app.jobs, services.database.db, { delayMs: config.reviewRequestDelayMs });
  registerVoucherJob(app.jobs, services.invoicing.issuer, { leaseMs: voucherLeaseMs(config.arca.timeoutMs) });
  app.addHook("onClose", async () => services.invoicing.close());
  paymentReconciliation(app.jobs, {
    payments: services.paymentService,
    log: app.log,
    ...config.paymentReconciliation,
  });
  // The offline payment sandbox answers Mercado Pago's API on the shop's own origin, only when chosen.
  if (config.payments.provider === "sandbox" && services.payments.sandbox) {
    await app.register(sandboxPlugin, {
      prefix: SANDBOX_PREFIX,
      sandbox: services.payments.sandbox,
      rateLimits,
    });
    sandboxJobs(app.jobs, services.payments.sandbox);
  }

  const mode = config.production || opts.clientDir ? "production" : "development";
  await app.register(reactRouterPlugin, {
    build: opts.build,
    mode,
    publicUrl: config.publicUrl,
    pageCache:
      config.pageCache && mode === "production"
        ? new PageCache({ readVersion: readContentVersion(services.database.db) })
        : null,
    visitorCart,
    getLoadContext: (request) => ({
      services,
      nonce: request.cspNonce,
      publicUrl: config.publicUrl,
      uploadsUrl: UPLOADS_URL,
      tracking: config.tracking,
      log: request.log,
      sharedPage: false,
      account: request.account,
      sessionToken: request.sessionToken,
      clientIp: request.ip,
      rateLimits,
      sessionCookie,
      staff:
        request.staffSession && !request.staffSession.pendingSecondFactor ? request.staffSession.staff : null,
      staffSession: request.staffSession,
      staffToken: request.staffToken,
      staffCookie,
      production: config.production,
    }),
  });

  return app;
}
