import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";

const TOKEN = "metrics-token-0123456789abcdef";

describe.each([ENGINE])("GET /metrics on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    shop = await createTestApp(engine, { env: { METRICS_TOKEN: TOKEN, PAGE_CACHE: "on" } });
  });
  afterAll(() => shop?.close());

  const scrape = (headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
    shop.app.inject({ url: "/metrics", headers, remoteAddress });

  it("answers a scraper on this machine in Prometheus' format, with what the shop did", async () => {
    // The second visit is the page cache's.
    for (let i = 0; i < 2; i++) expect((await shop.app.inject({ url: "/areas" })).statusCode).toBe(200);
    expect((await shop.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = res.body;
    expect(body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/areas\/\*",status="2xx"\} [1-9]/m,
    );
    expect(body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="2xx"\} 1$/m,
    );
    expect(body).toMatch(/^page_cache_responses_total\{result="miss"\} [1-9]/m);
    expect(body).toMatch(/^page_cache_responses_total\{result="hit"\} [1-9]/m);
    expect(body).toMatch(/^mail_outbox_pending \d+$/m);
    expect(body).toMatch(/^mail_outbox_oldest_pending_seconds [\d.e+-]+$/m);
    expect(body).toMatch(/^jobs_lag_seconds [\d.e+-]+$/m);
    expect(body).toMatch(/^# TYPE payments gauge$/m);
    expect(body).toMatch(/^process_cpu_seconds_total /m);
    if (engine === "postgres") expect(body).toMatch(/^db_pool_connections\{state="open"\} [1-9]/m);
  });

  it("labels unknown addresses as one route, so a scan cannot multiply the series", async () => {
    for (const path of ["/no-existe-1", "/no-existe-2", "/zzz/abc"]) await shop.app.inject({ url: path });
    const body = (await scrape()).body;
    expect(body).toMatch(/route="other",status="4xx"\} 3$/m);
    expect(body).not.toContain("no-existe");
  });

  it("refuses other machines without the token, and requests that came through a proxy", async () => {
    expect((await scrape({}, "10.1.2.3")).statusCode).toBe(403);
    expect((await scrape({ "x-forwarded-for": "203.0.113.9" })).statusCode).toBe(403);
    expect(
      (await scrape({ authorization: "Bearer wrong-token-0123456789abcdef" }, "10.1.2.3")).statusCode,
    ).toBe(403);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, "10.1.2.3")).statusCode).toBe(200);
  });
});
