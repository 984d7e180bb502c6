import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const compose = parse(readFileSync("compose.yaml", "utf8"), { merge: true }) as {
  services: Record<string, Record<string, unknown> & { environment?: Record<string, string> }>;
  volumes: Record<string, unknown>;
};
const dockerfile = readFileSync("Dockerfile", "utf8");
const deployDoc = readFileSync("docs/deploy.md", "utf8");
const readme = readFileSync("README.md", "utf8");
const apps = Object.entries(compose.services).filter(([, s]) => s.build === ".");

describe("compose.yaml", () => {
  it("runs two shop processes from the Dockerfile, PostgreSQL and a balancer", () => {
    expect(apps.map(([name]) => name)).toEqual(["app-1", "app-2"]);
    expect((compose.services.db!.image as string).startsWith("postgres:")).toBe(true);
    expect(compose.services.balancer!.ports).toEqual(["8080:8080"]);
  });

  it("gives every process the same database, session key and uploads volume", () => {
    const env = apps.map(([, s]) => s.environment!);
    for (const e of env) {
      expect(e.NODE_ENV).toBe("production");
      expect(e.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@db:5432\//);
      expect(e.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    }
    expect(new Set(env.map((e) => JSON.stringify(e))).size).toBe(1);
    for (const [, s] of apps) expect(s.volumes).toContain("uploads:/data/uploads");
    expect(compose.volumes).toHaveProperty("uploads");
  });

  it("waits for PostgreSQL to be healthy, and trusts only the balancer's forwarded addresses", () => {
    for (const [, s] of apps) {
      expect(s.depends_on).toEqual({ db: { condition: "service_healthy" } });
      const balancer = compose.services.balancer!.networks as { shop: { ipv4_address: string } };
      expect(s.environment!.TRUST_PROXY).toBe(balancer.shop.ipv4_address);
    }
  });

  it("balances by readiness over both processes", () => {
    const caddyfile = readFileSync("deploy/Caddyfile", "utf8");
    expect(caddyfile).toMatch(/reverse_proxy app-1:3000 app-2:3000/);
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
  });
});

describe("Dockerfile", () => {
  it("builds in one stage and runs the build as an unprivileged user with node itself", () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^CMD \["node", "scripts\/start\.mjs"\]$/m);
  });

  it("runs the commands the README and docs/deploy.md document", () => {
    const runs = [...dockerfile.matchAll(/^RUN (.+)$/gm)].flatMap((m) => m[1]!.split(" && "));
    const npm = runs.filter((r) => r.startsWith("npm "));
    expect(npm).toEqual(["npm install --no-audit --no-fund", "npm run build", "npm prune --omit=dev"]);
    for (const command of npm) expect(deployDoc).toContain(command);
    expect(readme).toContain("npm install");
    expect(readme).toContain("docs/deploy.md");
    expect(deployDoc).toContain("docker build -t candela .");
    expect(deployDoc).toContain("docker compose up --build");
  });
});
