// Supply chain: `npm audit` of the production dependencies, and how far they are behind their latest releases.
import { spawnSync } from "node:child_process";

function npmJson(args: string[]): { json: Record<string, unknown> | null; error: string } {
  const run = spawnSync("npm", args, { encoding: "utf8", timeout: 120_000 });
  try {
    return { json: JSON.parse(run.stdout) as Record<string, unknown>, error: "" };
  } catch {
    return { json: null, error: (run.stderr || run.stdout).trim().split("\n").slice(-2).join(" ") };
  }
}

function auditLine(): string {
  const { json, error } = npmJson(["audit", "--omit=dev", "--json"]);
  const counts = (json?.metadata as { vulnerabilities?: Record<string, number> } | undefined)
    ?.vulnerabilities;
  if (counts) {
    return `\`npm audit --omit=dev\`: ${Object.entries(counts)
      .map(([severity, n]) => `${severity} ${n}`)
      .join(", ")}.`;
  }
  const message = (json?.error as { summary?: string } | undefined)?.summary || json?.message || error;
  return `\`npm audit --omit=dev\` could not run here: ${String(message)}.`;
}

function outdatedRows(): string {
  const { json } = npmJson(["outdated", "--omit=dev", "--json"]);
  const rows = Object.entries((json ?? {}) as Record<string, { current?: string; latest?: string }>).map(
    ([name, v]) => `| \`${name}\` | ${v.current ?? "-"} | ${v.latest ?? "-"} |`,
  );
  return rows.length ? rows.join("\n") : "| (none) | | |";
}

export function supplyChainSection(): string {
  return `## Supply chain

${auditLine()} See docs/decisions/0021-dependency-audit.md. \`tests/security/supply-chain.test.ts\` checks on
every test run that the built client assets hold no server module and no secret.

Production dependencies behind their latest release (\`npm outdated --omit=dev\`):

| package | installed | latest |
|---|---|---|
${outdatedRows()}
`;
}
