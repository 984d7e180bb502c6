/**
 * GET /metrics in Prometheus' text format: request durations per route, the PostgreSQL pool, the page cache,
 * the uploads being read, the mail outbox, the jobs' lag and the payments by status. Each process answers for itself; scrape each.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { ServerBuild } from "react-router";
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { metricsAllowed } from "./access.ts";
import { pageSections, routeLabel } from "./route-label.ts";

interface MetricsOptions {
  database: Database;
  /** The pages' build, or (in development) what loads it. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  token: string | null;
  /** The Fastify route that serves the pages (React Router's catch-all). */
  pagesRoute: string;
}

type Row = Record<string, unknown>;

export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const sections = pageSections(typeof opts.build === "function" ? await opts.build() : opts.build);
  const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> => {
    const result = (await opts.database.db.execute(query)) as unknown as { rows: Row[] };
    return result.rows;
  };

  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its last byte, by route.",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "page_cache_responses_total",
    help: "Pages answered by the page cache, by outcome (hit, miss, bypass…).",
    labelNames: ["result"],
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "The PostgreSQL pool of this process: open, idle, and queries waiting for a connection.",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = opts.database.poolStats();
      if (!stats) return;
      this.set({ state: "open" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "admin_uploads_in_progress",
    help: "Image uploads of the back office whose bodies are being read.",
    registers: [registry],
    collect() {
      this.set(app.hasDecorator("uploadsInProgress") ? app.uploadsInProgress() : 0);
    },
  });
  new Gauge({
    name: "mail_outbox_pending",
    help: "Mails queued and not yet sent.",
    registers: [registry],
    async collect() {
      const [row] = await rows(sql`select count(*)::int as n from mail_outbox where status = 'pending'`);
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: "mail_outbox_oldest_pending_seconds",
    help: "How long the oldest mail still queued has waited.",
    registers: [registry],
    async collect() {
      const [row] = await rows(
        sql`select coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as s from mail_outbox where status = 'pending'`,
      );
      this.set(Number(row?.s ?? 0));
    },
  });
  new Gauge({
    name: "jobs_lag_seconds",
    help: "How far past its time the most overdue job is (0 when none is due).",
    registers: [registry],
    async collect() {
      const [row] = await rows(
        sql`select coalesce(extract(epoch from now() - min(run_at)), 0)::float8 as s from jobs where failed_at is null and run_at <= now()`,
      );
      this.set(Math.max(0, Number(row?.s ?? 0)));
    },
  });
  new Gauge({
    name: "payments",
    help: "Payments by status.",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await rows(sql`select status, count(*)::int as n from payments group by status`)) {
        this.set({ status: String(row.status) }, Number(row.n));
      }
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    if (request.routeOptions.url === "/metrics") return;
    duration.observe(
      {
        method: request.method,
        route: routeLabel(request, sections, opts.pagesRoute),
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    const cache = reply.getHeader("x-cache");
    if (typeof cache === "string") pageCache.inc({ result: cache });
  });

  app.get("/metrics", async (request, reply) => {
    if (!metricsAllowed(request, opts.token)) {
      return reply.status(403).type("text/plain; charset=utf-8").send("Acceso denegado.\n");
    }
    const body = await registry.metrics();
    return reply.header("cache-control", "no-store").type(registry.contentType).send(body);
  });
});
